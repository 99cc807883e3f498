import { PARTS_PENDING_ATTRIBUTE } from '../components/partsPending';

/**
 * When work that reading the page does not need may start: once the page has loaded, its deferred
 * parts have their code, and the browser has an idle moment. Started as the page hydrates, such work
 * shares the processor (and on a first visit the network) with the page's own.
 */
export interface SettleSignals {
  /** Whether the document's `load` event has fired. */
  loaded: () => boolean;
  onLoad: (listener: () => void) => void;
  /** Calls back once no deferred part waits for its code (at once when none does). */
  onPartsSettled: (listener: () => void) => void;
  /** Calls back in an idle period, or after `timeoutMs` at the latest. */
  whenIdle: (callback: () => void, timeoutMs: number) => void;
  schedule: (callback: () => void, ms: number) => void;
}

/** A part whose code never comes (offline, a failed chunk) holds the waiting work back this long after `load`, no longer. */
export const PARTS_WAIT_LIMIT_MS = 10000;
/** The longest wait for an idle moment once the rest is done. */
export const IDLE_TIMEOUT_MS = 5000;

export function pageSettled(signals: SettleSignals): Promise<void> {
  return new Promise((resolve) => {
    let waited = false;
    const afterParts = () => {
      if (!waited) {
        waited = true;
        signals.whenIdle(resolve, IDLE_TIMEOUT_MS);
      }
    };
    const afterLoad = () => {
      signals.schedule(afterParts, PARTS_WAIT_LIMIT_MS);
      signals.onPartsSettled(afterParts);
    };
    if (signals.loaded()) {
      afterLoad();
    } else {
      signals.onLoad(afterLoad);
    }
  });
}

/** Browsers without `requestIdleCallback` (Safari) wait this long for the idle moment instead. */
export const IDLE_FALLBACK_MS = 1000;

export function browserSettleSignals(win: Window): SettleSignals {
  const root = win.document.documentElement;
  return {
    loaded: () => win.document.readyState === 'complete',
    onLoad: (listener) => win.addEventListener('load', () => listener(), { once: true }),
    onPartsSettled: (listener) => {
      if (!root.hasAttribute(PARTS_PENDING_ATTRIBUTE)) {
        listener();
        return;
      }
      const observer = new MutationObserver(() => {
        if (!root.hasAttribute(PARTS_PENDING_ATTRIBUTE)) {
          observer.disconnect();
          listener();
        }
      });
      observer.observe(root, { attributes: true, attributeFilter: [PARTS_PENDING_ATTRIBUTE] });
    },
    whenIdle: (callback, timeoutMs) => {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => callback(), { timeout: timeoutMs });
      } else {
        win.setTimeout(callback, IDLE_FALLBACK_MS);
      }
    },
    schedule: (callback, ms) => {
      win.setTimeout(callback, ms);
    },
  };
}
