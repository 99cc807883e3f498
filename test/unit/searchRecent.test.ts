import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
} from '../../src/search/recentSearches';
import { memoryStorage } from './memoryStorage';

/** Storage holding `initial` as the recent searches, if given. */
function storageWith(initial?: string) {
  return memoryStorage(initial === undefined ? {} : { [RECENT_SEARCHES_KEY]: initial });
}

describe('recent searches', () => {
  it('keeps the newest first, once each whatever the case, at most five', () => {
    const storage = storageWith();
    for (const query of ['button', 'slider', 'dialog', 'select', 'tabs', 'menu']) {
      addRecentSearch(storage, query);
    }
    expect(readRecentSearches(storage)).toEqual(['menu', 'tabs', 'select', 'dialog', 'slider']);
    expect(addRecentSearch(storage, '  Dialog ')).toEqual(['Dialog', 'menu', 'tabs', 'select', 'slider']);
    expect(readRecentSearches(storage)).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('ignores blank queries and collapses spaces', () => {
    const storage = storageWith();
    expect(addRecentSearch(storage, '   ')).toEqual([]);
    expect(addRecentSearch(storage, 'dark   mode')).toEqual(['dark mode']);
  });

  it.each(['not json', '{"a":1}', '"text"', 'null', '42'])('reads the malformed value %s as no searches', (stored) => {
    expect(readRecentSearches(storageWith(stored))).toEqual([]);
  });

  it('keeps the usable entries of a partly malformed list', () => {
    expect(readRecentSearches(storageWith(JSON.stringify(['a', 3, null, ' b ', 'a', {}, 'x'.repeat(500)])))).toEqual([
      'a',
      'b',
      'x'.repeat(100),
    ]);
  });

  it('clears the list', () => {
    const storage = storageWith('["button"]');
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
    expect(storage.values.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('works without storage, or with storage that throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readRecentSearches(null)).toEqual([]);
    expect(addRecentSearch(null, 'button')).toEqual(['button']);
    expect(addRecentSearch(refusing, 'button')).toEqual(['button']);
    expect(() => clearRecentSearches(refusing)).not.toThrow();
  });
});
