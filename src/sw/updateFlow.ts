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

/**
 * Where the flow stands, for whoever watches the page (the e2e tests wait on it rather than on a
 * clock): `watching` once attached to a controlled page, `taking-over` once a new worker has been
 * told to take over, `waiting-for-focus` when it took control of a page in the background,
 * `reloading` at the one reload.
 */
export type UpdateStage = 'watching' | 'taking-over' | 'waiting-for-focus' | 'reloading';

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
  onStage?(stage: UpdateStage): void;
}

/**
 * - No controlling worker (a first visit): nothing more; the worker installs quietly.
 * - A new worker, waiting or still installing, found when this runs or later: it is told to take
 *   over at once, and told again when it reaches `installed`. Both halves are needed in Chromium:
 *   the flow attaches after hydration, when an update may be under way and its `installed` change
 *   already delivered (no event left to wait for); and a message that reaches a worker while it
 *   is still installing is sometimes lost (seen 2 times in 20 loaded runs: the worker stayed
 *   waiting until told again).
 * - The new worker takes control: the page reloads once, now if it has the focus, otherwise when
 *   it regains it.
 * Returns the reminder: tells a waiting worker again to take over.
 */
export function watchForUpdates(environment: UpdateFlowEnvironment): () => void {
  const { container, registration } = environment;
  if (!container.controller) {
    return () => {};
  }
  const report = (stage: UpdateStage) => environment.onStage?.(stage);
  report('watching');
  const takeOver = (worker: WorkerLike | null) => {
    if (!worker) {
      return;
    }
    worker.postMessage(SKIP_WAITING_MESSAGE);
    report('taking-over');
    if (worker.state === 'installing') {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') {
          worker.postMessage(SKIP_WAITING_MESSAGE);
        }
      });
    }
  };
  takeOver(registration.waiting);
  takeOver(registration.installing);
  registration.addEventListener('updatefound', () => takeOver(registration.installing));

  let reloading = false;
  const reloadOnce = () => {
    if (!reloading) {
      reloading = true;
      report('reloading');
      environment.reload();
    }
  };
  container.addEventListener('controllerchange', () => {
    if (environment.hasFocus()) {
      reloadOnce();
    } else {
      report('waiting-for-focus');
      environment.onNextFocus(reloadOnce);
    }
  });
  // Chromium keeps a new worker waiting while the active one is still busy (caching what the page
  // loaded, say), and does not always let it take over once that work is done: the page tells it
  // again when the active worker has finished what the page asked of it.
  return () => takeOver(registration.waiting);
}
