/**
 * A click on an island whose code has not arrived would be lost (a button without its handler)
 * or half-done (a checkbox toggled natively, then reset by hydration). Until the island is live,
 * its clicks are held, with their default prevented; once it is live they are dispatched again
 * on the same elements (hydration keeps the server's nodes), so the reader's click does what
 * they meant.
 */

interface HeldClick {
  target: EventTarget;
  init: MouseEventInit;
}

export interface ClickHold {
  /** Dispatches the held clicks again, in order, and stops holding. */
  replay(): void;
  /** Stops holding and forgets the held clicks (the island failed to load). */
  release(): void;
  /** How many clicks are waiting. */
  readonly size: number;
}

function initOf(event: MouseEvent): MouseEventInit {
  const { clientX, clientY, screenX, screenY, button, buttons, detail, altKey, ctrlKey, metaKey, shiftKey } = event;
  return {
    clientX,
    clientY,
    screenX,
    screenY,
    button,
    buttons,
    detail,
    altKey,
    ctrlKey,
    metaKey,
    shiftKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  };
}

export function holdClicks(container: HTMLElement): ClickHold {
  const held: HeldClick[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.target) {
      event.preventDefault();
      event.stopPropagation();
      held.push({ target: event.target, init: initOf(event) });
    }
  };
  const stop = () => container.removeEventListener('click', onClick, true);
  container.addEventListener('click', onClick, true);
  return {
    replay() {
      stop();
      for (const { target, init } of held.splice(0)) {
        // A node the live island replaced has no meaning any more.
        if (target instanceof Node && container.contains(target)) {
          target.dispatchEvent(new MouseEvent('click', init));
        }
      }
    },
    release() {
      stop();
      held.length = 0;
    },
    get size() {
      return held.length;
    },
  };
}
