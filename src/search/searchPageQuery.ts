/**
 * The search page's address: `/search/?q=<query>`. The query arrives from anyone's link, so it is
 * read as plain text of bounded length, and only ever rendered as text.
 */

export const SEARCH_PAGE_ROUTE = '/search/';

/** Longer than any useful query; a pasted page of text would only slow Pagefind down. */
export const MAX_QUERY_LENGTH = 200;

/** The query from the address (next/router's `query.q`): the first value, control characters dropped, capped. */
export function queryFromUrl(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  // By code point, so the cap never splits a character in two.
  return Array.from(text.replace(/[\u0000-\u001f\u007f]/g, ' '))
    .slice(0, MAX_QUERY_LENGTH)
    .join('');
}

/** The page's address for a query; the bare page for an empty one. */
export function searchPageHref(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${SEARCH_PAGE_ROUTE}?q=${encodeURIComponent(trimmed)}` : SEARCH_PAGE_ROUTE;
}

/**
 * A UI string with its `{name}` slots filled. The values are inserted as they are (a function
 * replacement: `$&` in a query is no pattern) and the result is rendered as text.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
