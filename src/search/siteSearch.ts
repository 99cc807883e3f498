/** One search as the dialog runs it: the spelling fallback, Pagefind, then the hits to show. */
import { loadPagefind, loadVocabulary } from './pagefind';
import { correctQuery, prepareVocabulary, type Vocabulary } from './queryCorrection';
import { rankHits } from './rankHits';
import { toSearchHit, type SearchHit } from './searchHits';

/** Results whose data is loaded, re-ranked and shown; Pagefind loads a fragment file for each. */
export const MAX_HITS = 12;

export interface SiteSearchResult {
  hits: SearchHit[];
  /** The corrected query the hits are for, when the reader's had a word no page title, heading or API name knows. */
  correctedQuery: string | null;
  /** Results without the product filter. */
  unfilteredCount: number;
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

/**
 * Pagefind matches prefixes and, for a word it does not know, returns loose partial matches
 * ("autocomlete" finds pages about `auto`): its results for a misspelt word look plausible but are not.
 * So an unknown word is corrected first, and the reader's own query runs only when the correction
 * finds nothing. `exact` skips the correction ("Search instead for …").
 */
export async function searchSite(query: string, product: string | null, exact = false): Promise<SiteSearchResult> {
  const pagefind = await loadPagefind();
  const options = product ? { filters: { product } } : {};
  const correction = exact ? null : await correctionOf(query);
  const corrected = correction ? await pagefind.search(correction, options) : null;
  const useCorrection = corrected !== null && corrected.results.length > 0;
  const response = useCorrection ? corrected : await pagefind.search(query, options);
  if (!response) {
    return { hits: [], correctedQuery: null, unfilteredCount: 0 };
  }
  const shownQuery = useCorrection ? correction! : query;
  const fragments = await Promise.all(response.results.slice(0, MAX_HITS).map((result) => result.data()));
  return {
    hits: rankHits(
      fragments.map((fragment) => toSearchHit(fragment, shownQuery)),
      shownQuery,
    ),
    correctedQuery: useCorrection ? correction : null,
    unfilteredCount: response.unfilteredResultCount,
  };
}
