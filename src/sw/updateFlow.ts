/**
 * How a page takes a new deployment: exactly one reload, only while the reader is looking at it,
 * never a loop. Browser objects and the timer are passed in, so every branch is tested without a
 * browser.
 */

export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** How often a new worker that has not taken over yet is told again. */
export const REMINDER_INTERVAL_MS = 2000;
/** Reminders stop after this many (5 minutes, when Chromium lets the new worker take over anyway). */
export const MAX_REMINDERS = 150;

interface WorkerLike {
  postMessage(message: unknown): void;
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
  /** Calls `callback` once after `ms` (setTimeout). */
  schedule(callback: () => void, ms: number): void;
  onStage?(stage: UpdateStage): void;
}

/**
 * - No controlling worker (a first visit): nothing more; the worker installs quietly.
 * - A new worker, waiting or still installing, found when this runs or later: it is told to take
 *   over at once (the flow attaches after hydration, when an update may be under way already),
 *   then reminded every 2 s while it waits. Chromium lets it take over only once the active worker
 *   is idle, and sometimes misses that moment: the worker, told twice, stayed waiting for minutes
 *   (3 of 20 runs under load) until told again, when it took over at once.
 * - The new worker takes control: the page reloads once, now if it has the focus, otherwise when
 *   it regains it.
 */
export function watchForUpdates(environment: UpdateFlowEnvironment): void {
  const { container, registration } = environment;
  if (!container.controller) {
    return;
  }
  const report = (stage: UpdateStage) => environment.onStage?.(stage);
  report('watching');

  let tookControl = false;
  let reminding = false;
  const remind = (left: number) => {
    if (!tookControl && left > 0) {
      registration.waiting?.postMessage(SKIP_WAITING_MESSAGE);
      environment.schedule(() => remind(left - 1), REMINDER_INTERVAL_MS);
    }
  };
  const takeOver = (worker: WorkerLike | null) => {
    if (!worker) {
      return;
    }
    worker.postMessage(SKIP_WAITING_MESSAGE);
    report('taking-over');
    if (!reminding) {
      reminding = true;
      environment.schedule(() => remind(MAX_REMINDERS), REMINDER_INTERVAL_MS);
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
    tookControl = true;
    if (environment.hasFocus()) {
      reloadOnce();
    } else {
      report('waiting-for-focus');
      environment.onNextFocus(reloadOnce);
    }
  });
}
