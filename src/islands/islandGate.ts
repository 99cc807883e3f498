/**
 * When an island (a demo or a playground rendered on the server) gets its code: as it nears the
 * viewport, or at the reader's first interaction with it, whichever comes first.
 */

/** How far below (and above) the viewport a demo starts loading, so it is ready when it arrives. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Interactions that wake an island before it is near: a press, a touch, focus from the keyboard, a key. */
export const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export type WakeReason = 'near' | 'interaction';

type ObserverConstructor = typeof IntersectionObserver;

/**
 * Calls `wake` once, at the first of: the element intersecting the viewport grown by the margin,
 * or one of the waking events inside it. Without IntersectionObserver the island wakes at once.
 * Returns a function that stops watching.
 */
export function whenIslandWakes(
  element: HTMLElement,
  wake: (reason: WakeReason) => void,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  let done = false;
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
  return stop;
}
