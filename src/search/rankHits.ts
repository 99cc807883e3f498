/**
 * Re-ranks Pagefind's best results so that the page a query names comes first. Pagefind's BM25
 * favours short pages dense in the word: for "button" that is the ButtonGroup API page, whose
 * CSS class table says "button" forty times. A query that is a page's name (its title or URL
 * slug) or a prop's name is a request for that page or prop.
 */
import type { SearchHit } from './searchHits';

/** Lower case, letters and digits only: "Text Field", "text-field" and "TextField" compare equal. */
export function normaliseName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** API reference pages: `/…/api/<name>/` and Base UI's `components-api/` and `hooks-api/` tabs. */
export function isApiPage(url: string): boolean {
  return /\/api\/[^/]+\/$|-api\/$/.test(url);
}

function names(hit: SearchHit): string[] {
  const slug = hit.page.split('/').filter(Boolean).pop() ?? '';
  return [normaliseName(hit.title.replace(/ API$/, '')), normaliseName(slug.replace(/^react-/, ''))];
}

/**
 * 0: a guide or component page named by the query; 1: an API row named by it (a prop);
 * 2: an API page named by it; 3: a guide or component page whose name starts with it (while
 * typing); 4: a section whose heading is the query ("roboto font": Installation's "Roboto font",
 * ahead of pages that mention Roboto more often); 5: a guide or component page named by one word
 * of a longer query ("loading button": the Button page, at its best section); 6: the rest, in
 * Pagefind's order.
 */
export function rankOf(hit: SearchHit, query: string): number {
  const wanted = normaliseName(query);
  const api = isApiPage(hit.page);
  const named = names(hit).includes(wanted);
  if (named && !api) {
    return 0;
  }
  if (hit.apiRow !== null && normaliseName(hit.apiRow) === wanted) {
    return 1;
  }
  if (named) {
    return 2;
  }
  if (!api && wanted.length > 0 && names(hit).some((name) => name.startsWith(wanted))) {
    return 3;
  }
  if (!api && hit.section !== null && wanted.length > 0 && normaliseName(hit.section) === wanted) {
    return 4;
  }
  const words = query.split(/\s+/).map(normaliseName).filter(Boolean);
  if (!api && words.length > 1 && names(hit).some((name) => words.includes(name))) {
    return 5;
  }
  return 6;
}

/**
 * Stable: within a rank Pagefind's order stays, except that among API rows the shortest
 * component name comes first (Button before ButtonGroup for `disableElevation`: the base
 * component before those that pass the prop on).
 */
export function rankHits(hits: SearchHit[], query: string): SearchHit[] {
  return hits
    .map((hit, index) => ({ hit, index, rank: rankOf(hit, query) }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 1 ? a.hit.title.length - b.hit.title.length : 0) || a.index - b.index)
    .map((entry) => entry.hit);
}
