/**
 * When an island (a demo or a playground rendered on the server) gets its code: as it nears the
 * viewport, or at the reader's first interaction with it, whichever comes first.
 */

/**
 * Until the reader scrolls, only the islands in the viewport wake: those just below it would wake
 * with the page, each loading and hydrating its demo while the page itself loads (Lighthouse, Button
 * page: blocking time 565 ms with them, 138 ms without; median of 5).
 */
export const IN_VIEWPORT_MARGIN = '0px';

/** Once the reader scrolls, how far below (and above) the viewport a demo starts loading, so it is ready when it arrives. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Whether the reader has scrolled the page, and a call at their first scroll. */
export interface ScrollSignal {
  scrolled: () => boolean;
  /** Returns a function that cancels the call. */
  onFirstScroll: (callback: () => void) => () => void;
}

const firstScrollCallbacks = new Set<() => void>();
let pageScrolled = false;
let listening = false;

/** The page's scroll: one passive listener, added when an island first asks. */
export const pageScroll: ScrollSignal = {
  // A page opened at an anchor, or reloaded where the reader was, starts scrolled.
  scrolled: () => pageScrolled || window.scrollY !== 0,
  onFirstScroll: (callback) => {
    if (!listening) {
      listening = true;
      window.addEventListener(
        'scroll',
        () => {
          pageScrolled = true;
          const callbacks = [...firstScrollCallbacks];
          firstScrollCallbacks.clear();
          callbacks.forEach((call) => call());
        },
        { passive: true, once: true },
      );
    }
    firstScrollCallbacks.add(callback);
    return () => firstScrollCallbacks.delete(callback);
  },
};

/** Interactions that wake an island before it is near: a press, a touch, focus from the keyboard, a key. */
export const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export type WakeReason = 'near' | 'interaction' | 'idle';

/** How long an island that waits for idle time waits at most. */
export const IDLE_TIMEOUT_MS = 2000;

export interface GateOptions {
  Observer?: typeof IntersectionObserver;
  scroll?: ScrollSignal;
  /**
   * Also wake once the browser is idle. After a client-side navigation an island has no server
   * HTML to show, so it renders in the background rather than appear (and push the text below it
   * down) as the reader scrolls to it.
   */
  wakeWhenIdle?: boolean;
  requestIdle?: (callback: () => void, timeoutMs: number) => () => void;
}

/** requestIdleCallback where it exists (not in Safari), else a timer; returns a cancel function. */
function requestIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, timeoutMs);
  return () => clearTimeout(timer);
}

/**
 * Calls `wake` once, at the first of: the element intersecting the viewport (grown by the margin
 * once the reader has scrolled), one of the waking events inside it, or (when asked) idle time.
 * Without IntersectionObserver the island wakes at once. Returns a function that stops watching.
 */
export function whenIslandWakes(element: HTMLElement, wake: (reason: WakeReason) => void, options: GateOptions = {}): () => void {
  const { Observer = globalThis.IntersectionObserver, wakeWhenIdle = false, scroll = pageScroll } = options;
  let done = false;
  let cancelIdle: (() => void) | undefined;
  let cancelScroll: (() => void) | undefined;
  let observer: IntersectionObserver | undefined;
  function observe(IntersectionObserverClass: typeof IntersectionObserver, rootMargin: string) {
    observer?.disconnect();
    observer = new IntersectionObserverClass(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          fire('near');
        }
      },
      { rootMargin },
    );
    observer.observe(element);
  }
  function stop() {
    done = true;
    observer?.disconnect();
    cancelIdle?.();
    cancelScroll?.();
    WAKING_EVENTS.forEach((type) => element.removeEventListener(type, onInteraction, true));
  }
  function fire(reason: WakeReason) {
    if (!done) {
      stop();
      wake(reason);
    }
  }
  function onInteraction() {
    fire('interaction');
  }
  if (!Observer) {
    fire('near');
    return stop;
  }
  WAKING_EVENTS.forEach((type) => element.addEventListener(type, onInteraction, { capture: true, passive: true }));
  if (scroll.scrolled()) {
    observe(Observer, NEAR_VIEWPORT_MARGIN);
  } else {
    observe(Observer, IN_VIEWPORT_MARGIN);
    cancelScroll = scroll.onFirstScroll(() => observe(Observer, NEAR_VIEWPORT_MARGIN));
  }
  if (wakeWhenIdle) {
    cancelIdle = (options.requestIdle ?? requestIdle)(() => fire('idle'), IDLE_TIMEOUT_MS);
  }
  return stop;
}
