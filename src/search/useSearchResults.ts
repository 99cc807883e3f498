import * as React from 'react';
import { startSiteSearch, type SiteSearchSession } from './siteSearch';
import { restartPagefind } from './pagefind';
import type { SearchHit } from './searchHits';

/** Results loaded at a time: each costs Pagefind a fragment file (about 2 kB gzip). */
export const RESULTS_BATCH = 20;

export type SearchResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; query: string; exact: boolean }
  | {
      status: 'done';
      query: string;
      exact: boolean;
      session: SiteSearchSession;
      /** The results loaded so far, each batch ranked among itself and appended to the last. */
      hits: SearchHit[];
      /** Where loading the next batch stands. */
      more: 'idle' | 'loading' | 'error';
    };

/**
 * Every result of a query (already debounced), a batch at a time. The last answer stays on screen
 * until the next one arrives; answers to superseded queries are dropped.
 */
export function useSearchResults(query: string, exact: boolean): { state: SearchResultsState; showMore: () => void } {
  const [state, setState] = React.useState<SearchResultsState>({ status: 'loading' });
  const trimmed = query.trim();
  // A first visit searches before the service worker controls the page, through a Pagefind worker
  // it will never control. Once it does, Pagefind starts again and the search runs again through
  // it (the same results, from the HTTP cache), so that what it needs is kept for offline use.
  const [generation, setGeneration] = React.useState(0);
  // Restarts begun so far: a search the restart cut short (an error, or an empty answer) is not
  // shown; the search runs again once Pagefind has restarted.
  const restarts = React.useRef(0);
  React.useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container || container.controller) {
      return undefined;
    }
    const onControl = () => {
      restarts.current += 1;
      const searchAgain = () => setGeneration((count) => count + 1);
      restartPagefind().then(searchAgain, searchAgain);
    };
    container.addEventListener('controllerchange', onControl, { once: true });
    return () => container.removeEventListener('controllerchange', onControl);
  }, []);
  React.useEffect(() => {
    if (!trimmed) {
      return undefined;
    }
    const restartsBefore = restarts.current;
    let current = true;
    const stillCurrent = () => current && restarts.current === restartsBefore;
    startSiteSearch(trimmed, null, exact)
      .then(async (session) => {
        const hits = await session.hits(0, RESULTS_BATCH);
        if (stillCurrent()) {
          setState({ status: 'done', query: trimmed, exact, session, hits, more: 'idle' });
        }
      })
      .catch(() => stillCurrent() && setState({ status: 'error', query: trimmed, exact }));
    return () => {
      current = false;
    };
  }, [trimmed, exact, generation]);

  const showMore = React.useCallback(() => {
    if (state.status !== 'done' || state.more === 'loading' || state.hits.length >= state.session.total) {
      return;
    }
    const { session } = state;
    const start = state.hits.length;
    // Only onto the list it continues: a new query in between has replaced it.
    const update = (change: (previous: Extract<SearchResultsState, { status: 'done' }>) => SearchResultsState) =>
      setState((previous) =>
        previous.status === 'done' && previous.session === session && previous.hits.length === start ? change(previous) : previous,
      );
    update((previous) => ({ ...previous, more: 'loading' }));
    session.hits(start, start + RESULTS_BATCH).then(
      (more) => update((previous) => ({ ...previous, hits: [...previous.hits, ...more], more: 'idle' })),
      () => update((previous) => ({ ...previous, more: 'error' })),
    );
  }, [state]);

  return { state: trimmed ? state : { status: 'idle' }, showMore };
}
