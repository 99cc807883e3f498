import {
  IDLE_TIMEOUT_MS,
  IN_VIEWPORT_MARGIN,
  NEAR_VIEWPORT_MARGIN,
  pageScroll,
  whenIslandWakes,
  type ScrollSignal,
} from '../../src/islands/islandGate';

/** A page the test scrolls by hand. */
function fakeScroll(scrolled = false) {
  const callbacks = new Set<() => void>();
  const signal: ScrollSignal = {
    scrolled: () => scrolled,
    onFirstScroll: (callback) => {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
  };
  const scroll = () => {
    scrolled = true;
    callbacks.forEach((callback) => callback());
    callbacks.clear();
  };
  return { signal, scroll, waiting: () => callbacks.size };
}

/** An IntersectionObserver the test drives by hand. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
    disconnected: boolean;
  }[] = [];
  class FakeIntersectionObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const intersect = (isIntersecting: boolean) =>
    observers.forEach(({ callback, targets }) =>
      callback(
        targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    );
  return { Observer: FakeIntersectionObserver as unknown as typeof IntersectionObserver, observers, intersect };
}

describe('whenIslandWakes', () => {
  it('wakes in the viewport until the reader scrolls, then as the island nears it', () => {
    const element = document.createElement('div');
    const wake = jest.fn();
    const { Observer, observers, intersect } = fakeObserver();
    const page = fakeScroll();
    whenIslandWakes(element, wake, { Observer, scroll: page.signal });
    expect(observers.map(({ options }) => options?.rootMargin)).toEqual([IN_VIEWPORT_MARGIN]);
    page.scroll();
    expect(observers.map(({ options }) => options?.rootMargin)).toEqual([IN_VIEWPORT_MARGIN, NEAR_VIEWPORT_MARGIN]);
    expect(observers[0].disconnected).toBe(true);
    expect(observers[1].targets).toEqual([element]);
    intersect(true);
    expect(wake.mock.calls).toEqual([['near']]);
  });

  it('watches with the wide margin from the start on a page already scrolled, and stops listening for the scroll when it stops', () => {
    const { Observer, observers } = fakeObserver();
    whenIslandWakes(document.createElement('div'), jest.fn(), { Observer, scroll: fakeScroll(true).signal });
    expect(observers.map(({ options }) => options?.rootMargin)).toEqual([NEAR_VIEWPORT_MARGIN]);
    const page = fakeScroll();
    const stop = whenIslandWakes(document.createElement('div'), jest.fn(), { Observer, scroll: page.signal });
    expect(page.waiting()).toBe(1);
    stop();
    expect(page.waiting()).toBe(0);
  });

  it("reads the page's first scroll once, for every island waiting for it", () => {
    const first = jest.fn();
    const second = jest.fn();
    const cancelled = jest.fn();
    expect(pageScroll.scrolled()).toBe(false);
    pageScroll.onFirstScroll(first);
    pageScroll.onFirstScroll(second);
    pageScroll.onFirstScroll(cancelled)();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect([first.mock.calls.length, second.mock.calls.length, cancelled.mock.calls.length]).toEqual([1, 1, 0]);
    expect(pageScroll.scrolled()).toBe(true);
  });

  it('wakes when the island comes within the margin of the viewport, once', () => {
    const element = document.createElement('div');
    const wake = jest.fn();
    const { Observer, observers, intersect } = fakeObserver();
    whenIslandWakes(element, wake, { Observer, scroll: fakeScroll(true).signal });
    expect(observers[0].options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    intersect(false);
    expect(wake).not.toHaveBeenCalled();
    intersect(true);
    intersect(true);
    expect(wake.mock.calls).toEqual([['near']]);
    expect(observers[0].disconnected).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'focusin', 'keydown'])('wakes at a %s inside the island before it is near', (type) => {
    const element = document.createElement('div');
    const child = element.appendChild(document.createElement('button'));
    const wake = jest.fn();
    const { Observer, intersect } = fakeObserver();
    whenIslandWakes(element, wake, { Observer });
    child.dispatchEvent(new Event(type, { bubbles: true }));
    intersect(true);
    expect(wake.mock.calls).toEqual([['interaction']]);
  });

  it('ignores other events, and stops watching when told to', () => {
    const element = document.createElement('div');
    const wake = jest.fn();
    const { Observer, observers, intersect } = fakeObserver();
    const stop = whenIslandWakes(element, wake, { Observer });
    element.dispatchEvent(new Event('mousemove', { bubbles: true }));
    stop();
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    intersect(true);
    expect(wake).not.toHaveBeenCalled();
    expect(observers[0].disconnected).toBe(true);
  });

  it('wakes at once where IntersectionObserver does not exist', () => {
    const wake = jest.fn();
    whenIslandWakes(document.createElement('div'), wake, { Observer: undefined });
    expect(wake.mock.calls).toEqual([['near']]);
  });

  it('wakes at idle time only when asked, and not after it woke otherwise', () => {
    const { Observer, intersect } = fakeObserver();
    const idle: { callback: () => void; timeout: number; cancelled: boolean }[] = [];
    const requestIdle = (callback: () => void, timeout: number) => {
      const entry = { callback, timeout, cancelled: false };
      idle.push(entry);
      return () => {
        entry.cancelled = true;
      };
    };
    const server = jest.fn();
    whenIslandWakes(document.createElement('div'), server, { Observer, requestIdle });
    expect(idle).toHaveLength(0);

    const navigated = jest.fn();
    whenIslandWakes(document.createElement('div'), navigated, { Observer, requestIdle, wakeWhenIdle: true });
    expect(idle[0].timeout).toBe(IDLE_TIMEOUT_MS);
    idle[0].callback();
    expect(navigated.mock.calls).toEqual([['idle']]);

    const near = jest.fn();
    whenIslandWakes(document.createElement('div'), near, { Observer, requestIdle, wakeWhenIdle: true });
    intersect(true);
    expect(idle[1].cancelled).toBe(true);
    expect(near.mock.calls).toEqual([['near']]);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const original = (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    try {
      const { Observer } = fakeObserver();
      const wake = jest.fn();
      whenIslandWakes(document.createElement('div'), wake, { Observer, wakeWhenIdle: true });
      jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
      expect(wake).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(wake.mock.calls).toEqual([['idle']]);
    } finally {
      (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = original;
      jest.useRealTimers();
    }
  });
});
