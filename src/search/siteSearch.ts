/** One search as the dialog and the search page run it: the spelling fallback, Pagefind, then the hits to show. */
import { loadPagefind, loadVocabulary, type PagefindResponse } from './pagefind';
import { correctQuery, prepareVocabulary, type Vocabulary } from './queryCorrection';
import { rankHits } from './rankHits';
import { toSearchHit, type SearchHit } from './searchHits';

/** Results the dialog loads, re-ranks and shows; Pagefind loads a fragment file for each. */
export const MAX_HITS = 12;

export interface SiteSearchResult {
  hits: SearchHit[];
  /** The corrected query the hits are for, when the reader's had a word no page title, heading or API name knows. */
  correctedQuery: string | null;
  /** Results without the product filter. */
  unfilteredCount: number;
}

/** A search whose results are known but not yet loaded: the search page loads them a batch at a time. */
export interface SiteSearchSession {
  correctedQuery: string | null;
  /** Every result (with the product filter). */
  total: number;
  unfilteredCount: number;
  /** The results from `start` to `end` (excluded), ranked among themselves. */
  hits: (start: number, end: number) => Promise<SearchHit[]>;
}

let prepared: Promise<Vocabulary> | null = null;

async function correctionOf(query: string): Promise<string | null> {
  prepared ??= loadVocabulary().then(prepareVocabulary);
  try {
    return correctQuery(query, await prepared);
  } catch {
    prepared = null;
    // Without the vocabulary, the reader simply sees their own query's results.
    return null;
  }
}

const NO_RESPONSE: PagefindResponse = { results: [], unfilteredResultCount: 0 };

/**
 * Pagefind matches prefixes and, for a word it does not know, returns loose partial matches
 * ("autocomlete" finds pages about `auto`): its results for a misspelt word look plausible but are not.
 * So an unknown word is corrected first, and the reader's own query runs only when the correction
 * finds nothing. `exact` skips the correction ("Search instead for …").
 */
export async function startSiteSearch(query: string, product: string | null, exact = false): Promise<SiteSearchSession> {
  const pagefind = await loadPagefind();
  const options = product ? { filters: { product } } : {};
  const correction = exact ? null : await correctionOf(query);
  const corrected = correction ? await pagefind.search(correction, options) : null;
  const useCorrection = corrected !== null && corrected.results.length > 0;
  const response = (useCorrection ? corrected : await pagefind.search(query, options)) ?? NO_RESPONSE;
  const shownQuery = useCorrection ? correction! : query;
  return {
    correctedQuery: useCorrection ? correction : null,
    total: response.results.length,
    unfilteredCount: response.unfilteredResultCount,
    hits: async (start, end) => {
      const fragments = await Promise.all(response.results.slice(start, end).map((result) => result.data()));
      return rankHits(
        fragments.map((fragment) => toSearchHit(fragment, shownQuery)),
        shownQuery,
      );
    },
  };
}

/** The dialog's search: the first results only. */
export async function searchSite(query: string, product: string | null, exact = false): Promise<SiteSearchResult> {
  const session = await startSiteSearch(query, product, exact);
  return { hits: await session.hits(0, MAX_HITS), correctedQuery: session.correctedQuery, unfilteredCount: session.unfilteredCount };
}
