import {
  MAX_REMINDERS,
  REMINDER_INTERVAL_MS,
  SKIP_WAITING_MESSAGE,
  watchForUpdates,
  type UpdateFlowEnvironment,
  type UpdateStage,
} from '../../src/sw/updateFlow';

type Listener = () => void;

function fakeWorker() {
  return { postMessage: jest.fn() };
}
type Worker = ReturnType<typeof fakeWorker>;

function setup(options: { controlled: boolean; waiting?: Worker | null; installing?: Worker | null; focused?: boolean }) {
  const controllerChange: Listener[] = [];
  const updateFound: Listener[] = [];
  const focusListeners: Listener[] = [];
  let focused = options.focused ?? true;
  const stages: UpdateStage[] = [];
  const registration = {
    waiting: options.waiting ?? null,
    installing: options.installing ?? null,
    addEventListener: (_type: 'updatefound', listener: Listener) => updateFound.push(listener),
  };
  const environment: UpdateFlowEnvironment = {
    container: {
      controller: options.controlled ? {} : null,
      addEventListener: (_type: 'controllerchange', listener: Listener) => controllerChange.push(listener),
    },
    registration,
    hasFocus: () => focused,
    onNextFocus: (listener) => focusListeners.push(listener),
    reload: jest.fn(),
    schedule: (callback, ms) => setTimeout(callback, ms),
    onStage: (stage) => stages.push(stage),
  };
  watchForUpdates(environment);
  return {
    environment,
    registration,
    stages,
    newWorkerFound(worker: Worker) {
      registration.installing = worker;
      updateFound.forEach((listener) => listener());
    },
    installed(worker: Worker) {
      registration.installing = null;
      registration.waiting = worker;
    },
    takeControl: () => controllerChange.forEach((listener) => listener()),
    focus() {
      focused = true;
      focusListeners.splice(0).forEach((listener) => listener());
    },
    counts: () => ({ controllerChange: controllerChange.length, updateFound: updateFound.length }),
  };
}

describe('watchForUpdates', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('does nothing more on a page no worker controls (a first visit)', () => {
    const waiting = fakeWorker();
    const flow = setup({ controlled: false, waiting });
    expect(flow.counts()).toEqual({ controllerChange: 0, updateFound: 0 });
    expect(flow.stages).toEqual([]);
    jest.advanceTimersByTime(60000);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    flow.takeControl();
    expect(flow.environment.reload).not.toHaveBeenCalled();
  });

  it('tells a worker that is already waiting to take over', () => {
    const waiting = fakeWorker();
    const flow = setup({ controlled: true, waiting });
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(flow.stages).toEqual(['watching', 'taking-over']);
  });

  // The flow attaches after hydration: the update may be under way, its `installed` change delivered already.
  it('tells a worker that was already installing when the flow attached, without waiting for an event', () => {
    const installing = fakeWorker();
    setup({ controlled: true, installing });
    expect(installing.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('tells a worker found later to take over as soon as it is found', () => {
    const flow = setup({ controlled: true });
    expect(flow.stages).toEqual(['watching']);
    const worker = fakeWorker();
    flow.newWorkerFound(worker);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(flow.stages).toEqual(['watching', 'taking-over']);
  });

  it('reminds the new worker every 2 s while it waits, and stops once it has taken control', () => {
    const flow = setup({ controlled: true });
    const worker = fakeWorker();
    flow.newWorkerFound(worker);
    flow.installed(worker);
    jest.advanceTimersByTime(REMINDER_INTERVAL_MS - 1);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(REMINDER_INTERVAL_MS * 3);
    expect(worker.postMessage).toHaveBeenCalledTimes(5);
    flow.takeControl();
    jest.advanceTimersByTime(REMINDER_INTERVAL_MS * 10);
    expect(worker.postMessage).toHaveBeenCalledTimes(5);
  });

  it('runs one reminder schedule however many workers it was told about, and gives up after 5 minutes', () => {
    const waiting = fakeWorker();
    const flow = setup({ controlled: true, waiting });
    flow.newWorkerFound(fakeWorker());
    jest.advanceTimersByTime(REMINDER_INTERVAL_MS * (MAX_REMINDERS + 20));
    expect(MAX_REMINDERS * REMINDER_INTERVAL_MS).toBe(5 * 60 * 1000);
    expect(waiting.postMessage).toHaveBeenCalledTimes(1 + MAX_REMINDERS);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reloads exactly once when the new worker takes control of a focused page', () => {
    const flow = setup({ controlled: true, focused: true });
    flow.takeControl();
    flow.takeControl();
    expect(flow.environment.reload).toHaveBeenCalledTimes(1);
    expect(flow.stages).toEqual(['watching', 'reloading']);
  });

  it('waits for the focus before reloading a background page, then reloads once', () => {
    const flow = setup({ controlled: true, focused: false });
    flow.takeControl();
    expect(flow.environment.reload).not.toHaveBeenCalled();
    expect(flow.stages).toEqual(['watching', 'waiting-for-focus']);
    flow.focus();
    expect(flow.environment.reload).toHaveBeenCalledTimes(1);
    flow.takeControl();
    flow.focus();
    expect(flow.environment.reload).toHaveBeenCalledTimes(1);
  });
});
