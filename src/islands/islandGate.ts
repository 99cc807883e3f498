/**
 * When an island (a demo or a playground rendered on the server) gets its code: as it nears the
 * viewport, or at the reader's first interaction with it, whichever comes first.
 */

/** How far below (and above) the viewport a demo starts loading, so it is ready when it arrives. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Interactions that wake an island before it is near: a press, a touch, focus from the keyboard, a key. */
export const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export type WakeReason = 'near' | 'interaction' | 'idle';

/** How long an island that waits for idle time waits at most. */
export const IDLE_TIMEOUT_MS = 2000;

export interface GateOptions {
  Observer?: typeof IntersectionObserver;
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
 * Calls `wake` once, at the first of: the element intersecting the viewport grown by the margin,
 * one of the waking events inside it, or (when asked) idle time. Without IntersectionObserver the
 * island wakes at once. Returns a function that stops watching.
 */
export function whenIslandWakes(element: HTMLElement, wake: (reason: WakeReason) => void, options: GateOptions = {}): () => void {
  const { Observer = globalThis.IntersectionObserver, wakeWhenIdle = false } = options;
  let done = false;
  let cancelIdle: (() => void) | undefined;
  const observer = Observer
    ? new Observer(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            fire('near');
          }
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      )
    : undefined;
  function stop() {
    done = true;
    observer?.disconnect();
    cancelIdle?.();
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
  if (!observer) {
    fire('near');
    return stop;
  }
  WAKING_EVENTS.forEach((type) => element.addEventListener(type, onInteraction, { capture: true, passive: true }));
  observer.observe(element);
  if (wakeWhenIdle) {
    cancelIdle = (options.requestIdle ?? requestIdle)(() => fire('idle'), IDLE_TIMEOUT_MS);
  }
  return stop;
}
