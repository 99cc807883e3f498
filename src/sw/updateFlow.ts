/**
 * How a page takes a new deployment: exactly one reload, only while the reader is looking at it,
 * never a loop. Browser objects are passed in, so every branch is tested without a browser.
 */

export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface UpdateFlowEnvironment {
  container: {
    controller: unknown;
    addEventListener(type: 'controllerchange', listener: () => void): void;
  };
  registration: {
    waiting: WorkerLike | null;
    installing: WorkerLike | null;
    addEventListener(type: 'updatefound', listener: () => void): void;
  };
  hasFocus(): boolean;
  /** Calls `listener` once, the next time the window gets the focus. */
  onNextFocus(listener: () => void): void;
  reload(): void;
}

/**
 * - No controlling worker (a first visit): nothing more; the worker installs quietly.
 * - A worker already waiting, or one that finishes installing (found before this runs or after):
 *   it is told to take over. The flow attaches after hydration, so an update may already be under way.
 * - The new worker takes control: the page reloads once, now if it has the focus, otherwise when
 *   it regains it.
 */
export function watchForUpdates(environment: UpdateFlowEnvironment): void {
  const { container, registration } = environment;
  if (!container.controller) {
    return;
  }
  const skipWaitingOnceInstalled = (worker: WorkerLike | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        worker.postMessage(SKIP_WAITING_MESSAGE);
      }
    });
  };
  registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
  skipWaitingOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => skipWaitingOnceInstalled(registration.installing));

  let reloading = false;
  const reloadOnce = () => {
    if (!reloading) {
      reloading = true;
      environment.reload();
    }
  };
  container.addEventListener('controllerchange', () => {
    if (environment.hasFocus()) {
      reloadOnce();
    } else {
      environment.onNextFocus(reloadOnce);
    }
  });
}
