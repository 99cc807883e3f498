import { PARTS_PENDING_ATTRIBUTE } from '../../src/components/partsPending';
import {
  browserSettleSignals,
  IDLE_FALLBACK_MS,
  IDLE_TIMEOUT_MS,
  PARTS_WAIT_LIMIT_MS,
  pageSettled,
  type SettleSignals,
} from '../../src/utils/pageSettled';

/** Signals driven by the test: each step happens when the test says so. */
function manualSignals(options: { loaded?: boolean; partsSettled?: boolean } = {}) {
  let loaded = options.loaded ?? false;
  let partsSettled = options.partsSettled ?? false;
  const loadListeners: (() => void)[] = [];
  const partsListeners: (() => void)[] = [];
  const idleCallbacks: { callback: () => void; timeoutMs: number }[] = [];
  const signals: SettleSignals = {
    loaded: () => loaded,
    onLoad: (listener) => loadListeners.push(listener),
    onPartsSettled: (listener) => (partsSettled ? listener() : partsListeners.push(listener)),
    whenIdle: (callback, timeoutMs) => idleCallbacks.push({ callback, timeoutMs }),
    schedule: (callback, ms) => setTimeout(callback, ms),
  };
  return {
    signals,
    idleCallbacks,
    load: () => {
      loaded = true;
      loadListeners.splice(0).forEach((listener) => listener());
    },
    settleParts: () => {
      partsSettled = true;
      partsListeners.splice(0).forEach((listener) => listener());
    },
    idle: () => idleCallbacks.splice(0).forEach(({ callback }) => callback()),
  };
}

/** Whether the promise has resolved, after letting its callbacks run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('pageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the load event, then the parts, then an idle moment, in that order', async () => {
    const page = manualSignals();
    const settled = pageSettled(page.signals);
    // Parts settling and idle moments before the load event do not count.
    page.settleParts();
    page.idle();
    expect(page.idleCallbacks).toEqual([]);
    await expect(isSettled(settled)).resolves.toBe(false);
    page.load();
    // The parts had settled: the idle wait starts with the load event.
    expect(page.idleCallbacks.map(({ timeoutMs }) => timeoutMs)).toEqual([IDLE_TIMEOUT_MS]);
    await expect(isSettled(settled)).resolves.toBe(false);
    page.idle();
    await expect(isSettled(settled)).resolves.toBe(true);
  });

  it('after the load event, still waits for a part that is waiting for its code', async () => {
    const page = manualSignals({ loaded: true });
    const settled = pageSettled(page.signals);
    expect(page.idleCallbacks).toEqual([]);
    jest.advanceTimersByTime(PARTS_WAIT_LIMIT_MS - 1);
    expect(page.idleCallbacks).toEqual([]);
    page.settleParts();
    expect(page.idleCallbacks).toHaveLength(1);
    page.idle();
    await expect(isSettled(settled)).resolves.toBe(true);
  });

  it('stops waiting for parts whose code never comes ten seconds after the load event, and asks for one idle moment only', async () => {
    const page = manualSignals();
    const settled = pageSettled(page.signals);
    jest.advanceTimersByTime(PARTS_WAIT_LIMIT_MS * 2);
    // The limit counts from the load event, not from the call.
    expect(page.idleCallbacks).toEqual([]);
    page.load();
    jest.advanceTimersByTime(PARTS_WAIT_LIMIT_MS - 1);
    expect(page.idleCallbacks).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.idleCallbacks).toHaveLength(1);
    // The parts settling later starts no second wait.
    page.settleParts();
    expect(page.idleCallbacks).toHaveLength(1);
    page.idle();
    await expect(isSettled(settled)).resolves.toBe(true);
  });
});

describe('browserSettleSignals', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PARTS_PENDING_ATTRIBUTE);
    jest.useRealTimers();
  });

  it('hears the parts settle through the attribute on <html>', async () => {
    document.documentElement.setAttribute(PARTS_PENDING_ATTRIBUTE, '');
    const listener = jest.fn();
    browserSettleSignals(window).onPartsSettled(listener);
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();
    document.documentElement.removeAttribute(PARTS_PENDING_ATTRIBUTE);
    // MutationObserver callbacks run as a microtask.
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    // Marked again later (a client-side route): the listener has had its call.
    document.documentElement.setAttribute(PARTS_PENDING_ATTRIBUTE, '');
    document.documentElement.removeAttribute(PARTS_PENDING_ATTRIBUTE);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls at once when no part is pending', () => {
    const listener = jest.fn();
    browserSettleSignals(window).onPartsSettled(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  /** A window with what the signals read: a document in `readyState`, events, timers and maybe requestIdleCallback. */
  function fakeWindow(readyState: DocumentReadyState, requestIdleCallback?: jest.Mock): Window {
    const events = new EventTarget();
    return Object.assign(events, {
      document: { readyState, documentElement: document.documentElement },
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      requestIdleCallback,
    }) as unknown as Window;
  }

  it('uses requestIdleCallback with the timeout where there is one, a timer elsewhere', () => {
    jest.useFakeTimers();
    const requestIdleCallback = jest.fn();
    const callback = jest.fn();
    browserSettleSignals(fakeWindow('complete', requestIdleCallback)).whenIdle(callback, IDLE_TIMEOUT_MS);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0][0]();
    expect(callback).toHaveBeenCalledTimes(1);

    const withoutIdle = jest.fn();
    browserSettleSignals(fakeWindow('complete')).whenIdle(withoutIdle, IDLE_TIMEOUT_MS);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(withoutIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(withoutIdle).toHaveBeenCalledTimes(1);
  });

  it('reads the load event from the document and the window', () => {
    expect(browserSettleSignals(fakeWindow('complete')).loaded()).toBe(true);
    const loading = fakeWindow('interactive');
    const signals = browserSettleSignals(loading);
    expect(signals.loaded()).toBe(false);
    const listener = jest.fn();
    signals.onLoad(listener);
    expect(listener).not.toHaveBeenCalled();
    loading.dispatchEvent(new Event('load'));
    loading.dispatchEvent(new Event('load'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
