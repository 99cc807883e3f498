import * as React from 'react';
import { searchSite, type SiteSearchResult } from './siteSearch';

/** Long enough to skip the keystrokes of a word typed at speed, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 120;

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; query: string; product: string | null; exact: boolean; result: SiteSearchResult };

/**
 * Searches as the reader types. The last answer stays on screen until the next one arrives, so
 * the list does not flicker between keystrokes; answers to superseded queries are dropped.
 */
export function useSiteSearch(query: string, product: string | null, exact: boolean): SiteSearchState {
  const [state, setState] = React.useState<SiteSearchState>({ status: 'loading' });
  const trimmed = query.trim();
  React.useEffect(() => {
    if (!trimmed) {
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      searchSite(trimmed, product, exact).then(
        (result) => current && setState({ status: 'done', query: trimmed, product, exact, result }),
        () => current && setState({ status: 'error' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, product, exact]);
  return trimmed ? state : { status: 'idle' };
}
