/** The reader's last searches, kept in localStorage; anything unexpected there reads as none. */

export const RECENT_SEARCHES_KEY = 'mui-search-recent';
export const MAX_RECENT_SEARCHES = 5;
const MAX_QUERY_LENGTH = 100;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function normalise(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

export function readRecentSearches(storage: StorageLike | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) {
      return [];
    }
    const queries = parsed
      .filter((entry): entry is string => typeof entry === 'string')
      .map(normalise)
      .filter(Boolean);
    return [...new Set(queries)].slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

function write(storage: StorageLike | null, queries: string[]): void {
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(queries));
  } catch {
    // Storage full or refused (private browsing): the list just is not remembered.
  }
}

/** Puts `query` first (once, whatever its case was before) and returns the new list. */
export function addRecentSearch(storage: StorageLike | null, query: string): string[] {
  const entry = normalise(query);
  if (!entry) {
    return readRecentSearches(storage);
  }
  const rest = readRecentSearches(storage).filter((existing) => existing.toLowerCase() !== entry.toLowerCase());
  const queries = [entry, ...rest].slice(0, MAX_RECENT_SEARCHES);
  write(storage, queries);
  return queries;
}

export function clearRecentSearches(storage: StorageLike | null): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing was stored that could be read back either.
  }
}
