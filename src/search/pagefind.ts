/**
 * Pagefind's browser module, loaded on the first search: a native import of the file the build
 * writes to out/pagefind/, which the bundler must leave alone (the magic comment).
 */
import type { PagefindFragment } from './searchHits';

export const PAGEFIND_URL = '/pagefind/pagefind.js';
export const VOCABULARY_URL = '/pagefind/vocabulary.json';

export interface PagefindResponse {
  results: { id: string; score: number; data: () => Promise<PagefindFragment> }[];
  unfilteredResultCount: number;
}

export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  destroy: () => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<PagefindResponse | null>;
}

let loading: Promise<Pagefind> | null = null;

function buildId(): string | undefined {
  return (window as unknown as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId;
}

async function configure(pagefind: Pagefind): Promise<Pagefind> {
  await pagefind.options({
    excerptLength: 22,
    // A fixed tag instead of Pagefind's timestamp, so the service worker's copy of the entry
    // file answers offline; it changes with every build.
    metaCacheTag: buildId() ?? 'dev',
  });
  return pagefind;
}

export function loadPagefind(): Promise<Pagefind> {
  if (!loading) {
    const url = PAGEFIND_URL;
    loading = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(configure).catch((error: unknown) => {
      // Let the next search try again (a flaky connection, say).
      loading = null;
      throw error;
    });
  }
  return loading;
}

/**
 * Starts Pagefind anew, its web worker with it; nothing before its first use. A worker started
 * before the service worker controlled the page fetches the index outside it, so none of it is
 * kept for offline use; a new one is controlled.
 */
export function restartPagefind(): Promise<void> {
  if (!loading) {
    return Promise.resolve();
  }
  const restarted = loading.then(async (pagefind) => {
    await pagefind.destroy();
    return configure(pagefind);
  });
  loading = restarted.catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading.then(() => undefined);
}

let vocabulary: Promise<string[]> | null = null;

/** The spelling vocabulary, fetched the first time a query needs correcting. */
export function loadVocabulary(): Promise<string[]> {
  if (!vocabulary) {
    vocabulary = fetch(VOCABULARY_URL)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((json: { words?: unknown }) =>
        Array.isArray(json.words) ? json.words.filter((word): word is string => typeof word === 'string') : [],
      )
      .catch((error: unknown) => {
        vocabulary = null;
        throw error;
      });
  }
  return vocabulary;
}
