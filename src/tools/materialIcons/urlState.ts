/**
 * The search in the page's address, so that a search can be shared:
 * `/material-ui/material-icons/?query=alarm&theme=Outlined`. Reading is forgiving (an unknown theme
 * is the default, a long query is cut); writing keeps the address's other parameters and its hash.
 */
import { DEFAULT_THEME, ICON_THEMES, type IconTheme } from './themes';

export const QUERY_PARAM = 'query';
export const THEME_PARAM = 'theme';

/** Longer than any icon name or sensible search; an address cannot make the field hold a page of text. */
export const MAX_QUERY_LENGTH = 64;

export interface IconSearchState {
  query: string;
  theme: IconTheme;
}

/** A query as the field may hold it: no control characters, at most MAX_QUERY_LENGTH characters (whole code points). */
export function cleanQuery(query: string): string {
  return Array.from(query.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' '))
    .slice(0, MAX_QUERY_LENGTH)
    .join('');
}

/** The theme a parameter names, whatever its case ("outlined", "TWOTONE"); undefined when it names none. */
export function parseTheme(value: string | null): IconTheme | undefined {
  if (value === null) {
    return undefined;
  }
  const wanted = value
    .trim()
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
  return ICON_THEMES.find((theme) => theme.toLowerCase() === wanted);
}

/** The search an address's query string asks for (`location.search`, with or without its `?`). */
export function parseSearchState(search: string): IconSearchState {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { query: '', theme: DEFAULT_THEME };
  }
  return {
    query: cleanQuery(params.get(QUERY_PARAM) ?? '').trim(),
    theme: parseTheme(params.get(THEME_PARAM)) ?? DEFAULT_THEME,
  };
}

/**
 * The query string (with its `?`, or empty) for a search, keeping the other parameters of the
 * current one: an empty query and the default theme leave their parameter out.
 */
export function searchStateToSearch(current: string, state: IconSearchState): string {
  const params = new URLSearchParams(current);
  const query = cleanQuery(state.query).trim();
  if (query) {
    params.set(QUERY_PARAM, query);
  } else {
    params.delete(QUERY_PARAM);
  }
  if (state.theme === DEFAULT_THEME) {
    params.delete(THEME_PARAM);
  } else {
    params.set(THEME_PARAM, state.theme);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
