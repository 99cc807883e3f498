import { SKIP_WAITING_MESSAGE, watchForUpdates, type UpdateFlowEnvironment, type UpdateStage } from '../../src/sw/updateFlow';

type Listener = () => void;

function fakeWorker(state = 'installing') {
  const listeners: Listener[] = [];
  return {
    state,
    postMessage: jest.fn(),
    addEventListener: (_type: 'statechange', listener: Listener) => listeners.push(listener),
    changeState(next: string) {
      this.state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function setup(options: {
  controlled: boolean;
  waiting?: ReturnType<typeof fakeWorker> | null;
  installing?: ReturnType<typeof fakeWorker> | null;
  focused?: boolean;
}) {
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
    onStage: (stage) => stages.push(stage),
  };
  const remind = watchForUpdates(environment);
  return {
    environment,
    remind,
    stages,
    registration,
    newWorkerFound(worker: ReturnType<typeof fakeWorker>) {
      registration.installing = worker;
      updateFound.forEach((listener) => listener());
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
  it('does nothing more on a page no worker controls (a first visit)', () => {
    const waiting = fakeWorker('installed');
    const flow = setup({ controlled: false, waiting });
    expect(flow.counts()).toEqual({ controllerChange: 0, updateFound: 0 });
    expect(flow.stages).toEqual([]);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    flow.takeControl();
    expect(flow.environment.reload).not.toHaveBeenCalled();
  });

  it('tells a worker that is already waiting to take over', () => {
    const waiting = fakeWorker('installed');
    const flow = setup({ controlled: true, waiting });
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(flow.stages).toEqual(['watching', 'taking-over']);
  });

  it('tells a worker found later to take over as soon as it is found, and again once installed', () => {
    const flow = setup({ controlled: true });
    expect(flow.stages).toEqual(['watching']);
    const worker = fakeWorker('installing');
    flow.newWorkerFound(worker);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(flow.stages).toEqual(['watching', 'taking-over']);
    // Chromium sometimes loses the message a worker gets while installing.
    worker.changeState('installed');
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    worker.changeState('activating');
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
  });

  // The race of the flaky e2e test: the update began before the flow attached (after hydration),
  // and its state change to `installed` had been delivered already. No event is left to wait for.
  it('tells a worker that was already installing when the flow attached to take over, without waiting for an event', () => {
    // Its `installed` change may have been delivered before the flow attached: it still reads installing.
    const installing = fakeWorker('installing');
    setup({ controlled: true, installing });
    expect(installing.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
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

  it('reminds a worker left waiting, once the active worker has finished what the page asked', () => {
    const flow = setup({ controlled: true });
    const worker = fakeWorker('installing');
    flow.newWorkerFound(worker);
    worker.changeState('installed');
    flow.registration.installing = null;
    flow.registration.waiting = worker;
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    flow.remind();
    expect(worker.postMessage).toHaveBeenCalledTimes(3);
  });

  it('has nothing to remind on a first visit, or when no worker waits', () => {
    const waiting = fakeWorker('installed');
    setup({ controlled: false, waiting }).remind();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(() => setup({ controlled: true }).remind()).not.toThrow();
  });
});
