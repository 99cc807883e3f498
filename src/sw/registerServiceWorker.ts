import { watchForUpdates } from './updateFlow';
import { claimChunkReload, isChunkLoadError } from './chunkRecovery';
import { isSearchIndexRequest } from './cachePolicy';
import { cacheRequest } from './cacheRequest';
import { sessionStorageOrNull } from '../utils/webStorage';
import { browserSettleSignals, pageSettled } from '../utils/pageSettled';

/** Reloads once when a chunk of an older build is gone (a script tag or a dynamic import). */
function recoverFromMissingChunks(): void {
  const recover = () => {
    if (claimChunkReload(sessionStorageOrNull(), Date.now())) {
      window.location.reload();
    }
  };
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      recover();
    }
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target?.tagName === 'SCRIPT' && target.src.includes('/_next/static/')) {
        recover();
      }
    },
    true,
  );
}

/** Asks the worker to cache `urls`; resolves once their cache writes have landed (the worker answers on success only). */
function askToCache(worker: ServiceWorker, urls: string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(cacheRequest(urls), [channel.port2]);
  });
}

/**
 * Registers `/sw.js` (production builds only) once the page has settled, follows the update flow,
 * and asks the worker to cache what the page the reader landed on loaded before the worker
 * controlled anything; `<html data-sw-cached>` says when it has (tests wait on it).
 *
 * A first visit's worker installs by fetching and caching the whole build (about a megabyte, some
 * 180 files) on its own thread, the browser's and the network's: registered as the page hydrated,
 * it took more of the processor than the page's main thread in the second after the first paint
 * (README). The recovery from missing chunks starts at once: a page's parts ask for their code as
 * it hydrates.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    return;
  }
  recoverFromMissingChunks();
  await pageSettled(browserSettleSignals(window));
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  watchForUpdates({
    container: navigator.serviceWorker,
    registration,
    hasFocus: () => document.hasFocus(),
    onNextFocus: (listener) => window.addEventListener('focus', listener, { once: true }),
    reload: () => window.location.reload(),
    schedule: (callback, ms) => window.setTimeout(callback, ms),
    // Visible on <html data-sw-update="…">: where the update stands, for tests and for debugging.
    onStage: (stage) => {
      document.documentElement.dataset.swUpdate = stage;
    },
  });
  await navigator.serviceWorker.ready;
  // Listed once the worker controls the page, so nothing fetched in between escapes both the list
  // and the worker (a first visit's worker claims the page as it activates).
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
  const worker = navigator.serviceWorker.controller;
  if (worker) {
    await askToCache(worker, urlsLoadedBeforeTheWorker());
    document.documentElement.dataset.swCached = 'true';
  }
}

/**
 * The page itself and the files it fetched on demand (demo code, artwork, search index) before the worker
 * controlled it: the worker caches them as if it had seen them, so the first page works offline.
 */
function urlsLoadedBeforeTheWorker(): string[] {
  const page = new URL(window.location.href);
  page.hash = '';
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === page.origin &&
        (url.pathname.startsWith('/static/') || url.pathname.startsWith('/_next/data/') || isSearchIndexRequest(url.pathname)),
    )
    .map((url) => url.toString());
  return [page.toString(), ...new Set(fetched)];
}
