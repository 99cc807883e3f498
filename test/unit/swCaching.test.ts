import { CHUNK_RELOAD_STORAGE_KEY, CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError } from '../../src/sw/chunkRecovery';
import { cacheNamesFor, isObsoleteCache, isPageRequest, isPagesCache, isSearchIndexRequest, pageCacheUrl } from '../../src/sw/cachePolicy';
import { listSavedPages } from '../../src/offline/savedPages';
import { CACHE_REQUEST_TYPE, cacheRequest, cacheThroughStrategies, urlsOfCacheRequest } from '../../src/sw/cacheRequest';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('chunk recovery', () => {
  it('recognises the errors of a missing chunk, and only those', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('allows one reload, then refuses within the window, then allows again', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('treats a corrupted stored value as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'not a number');
    expect(claimChunkReload(storage, 5)).toBe(true);
  });

  it('never reloads without storage, where a loop could not be detected', () => {
    expect(claimChunkReload(null, 5)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(claimChunkReload(refusing, 5)).toBe(false);
  });
});

describe('cache policy', () => {
  it('caches the search page once for every query, and any other page under its own address', () => {
    expect(pageCacheUrl('https://mui.com/search/?q=slider')).toBe('https://mui.com/search/');
    expect(pageCacheUrl('https://mui.com/search/?q=%3Cimg%3E#x')).toBe('https://mui.com/search/');
    expect(pageCacheUrl('https://mui.com/search/index.html?q=a')).toBe('https://mui.com/search/index.html');
    expect(pageCacheUrl('https://mui.com/material-ui/react-button/?q=slider')).toBe('https://mui.com/material-ui/react-button/?q=slider');
    expect(pageCacheUrl('https://mui.com/material-ui/search/?q=a')).toBe('https://mui.com/material-ui/search/?q=a');
  });

  it('names caches by build and finds those of other builds', () => {
    const current = cacheNamesFor('B');
    expect(isObsoleteCache(current.pages, 'B')).toBe(false);
    expect(isObsoleteCache(current.assets, 'B')).toBe(false);
    expect(isObsoleteCache(cacheNamesFor('A').pages, 'B')).toBe(true);
    expect(isObsoleteCache(cacheNamesFor('A').assets, 'B')).toBe(true);
    expect(isObsoleteCache('serwist-precache-v2-http://127.0.0.1/', 'B')).toBe(false);
    expect(isPagesCache(current.pages)).toBe(true);
    expect(isPagesCache(current.assets)).toBe(false);
  });

  it.each([
    ['navigate', 'document', '/material-ui/react-button/', true],
    ['cors', '', '/material-ui/react-button/', true],
    ['cors', '', '/_next/data/abc/material-ui/react-button.json', true],
    ['no-cors', 'script', '/_next/static/chunks/a.js', false],
    ['cors', '', '/static/demos/material/BasicButtons.json', false],
    ['same-origin', '', '/sw.js', false],
    ['cors', 'image', '/static/icons/favicon-32.png', false],
    ['cors', '', '/pagefind/pagefind-entry.json', false],
  ])('isPageRequest(%s, %s, %s) is %s', (mode, destination, pathname, expected) => {
    expect(isPageRequest(mode, destination, pathname)).toBe(expected);
  });
});

describe('search index caching', () => {
  it.each([
    ['/pagefind/pagefind.js', true],
    ['/pagefind/pagefind-entry.json', true],
    ['/pagefind/fragment/en_3a1b2c.pf_fragment', true],
    ['/pagefind/vocabulary.json', true],
    ['/static/pagefind/x.js', false],
    ['/material-ui/pagefind/', false],
  ])('isSearchIndexRequest(%s) is %s', (pathname, expected) => {
    expect(isSearchIndexRequest(pathname)).toBe(expected);
  });
});

describe('saved pages (the offline page lists them)', () => {
  /** A CacheStorage holding `pages` (URL → HTML) in this build's pages cache, and a stylesheet in its assets cache. */
  function cacheStorageWith(pages: Record<string, string>): CacheStorage {
    const names = cacheNamesFor('B');
    const entries: Record<string, Record<string, string>> = {
      [names.pages]: pages,
      [names.assets]: { 'https://docs.test/a.css': 'body{}' },
    };
    const cacheOf = (contents: Record<string, string>) =>
      ({
        keys: async () => Object.keys(contents).map((url) => ({ url })),
        match: async (request: { url: string }) => ({ text: async () => contents[request.url] }),
      }) as unknown as Cache;
    return { keys: async () => Object.keys(entries), open: async (name: string) => cacheOf(entries[name]) } as unknown as CacheStorage;
  }

  it('lists the pages by their decoded titles, a page without a title by its path, not the offline page or other files', async () => {
    const storage = cacheStorageWith({
      'https://docs.test/material-ui/react-button/': '<head><title>Button &amp; Icon – Material UI</title></head>',
      'https://docs.test/material-ui/': '<html><head></head></html>',
      'https://docs.test/a/': '<title>   </title>',
      'https://docs.test/offline/': '<title>Offline</title>',
      'https://docs.test/_next/data/x.json': '{}',
      'https://elsewhere.test/page/': '<title>Elsewhere</title>',
    });
    expect(await listSavedPages(storage, 'https://docs.test')).toEqual([
      { href: '/a/', title: '/a/' },
      { href: '/material-ui/', title: '/material-ui/' },
      { href: '/material-ui/react-button/', title: 'Button & Icon – Material UI' },
    ]);
  });
});

describe("the page's request to cache what it loaded before the worker", () => {
  it('reads a well-formed request and ignores any other message', () => {
    expect(urlsOfCacheRequest(cacheRequest(['https://docs.test/a/']))).toEqual(['https://docs.test/a/']);
    expect(urlsOfCacheRequest({ type: 'CACHE_URLS', payload: { urlsToCache: ['https://docs.test/a/'] } })).toBeNull();
    expect(urlsOfCacheRequest({ type: CACHE_REQUEST_TYPE, urls: 'https://docs.test/a/' })).toBeNull();
    expect(urlsOfCacheRequest({ type: CACHE_REQUEST_TYPE, urls: ['https://docs.test/a/', 42] })).toBeNull();
    expect(urlsOfCacheRequest(null)).toBeNull();
    expect(urlsOfCacheRequest('docs-cache-loaded-files')).toBeNull();
  });

  /** A strategy run whose response and cache write the test settles by hand. */
  function deferredRun() {
    let respond!: () => void;
    let finishWrites!: () => void;
    let failWrites!: () => void;
    const response = new Promise<void>((resolve) => (respond = resolve));
    const done = new Promise<void>((resolve, reject) => {
      finishWrites = resolve;
      failWrites = () => reject(new Error('quota exceeded'));
    });
    return { started: [response, done] as [Promise<unknown>, Promise<unknown>], respond, finishWrites, failWrites };
  }

  const settled = async (promise: Promise<unknown>) => {
    let state = 'pending';
    promise.then(
      () => (state = 'resolved'),
      () => (state = 'rejected'),
    );
    for (let turn = 0; turn < 10; turn += 1) {
      await Promise.resolve();
    }
    return state;
  };

  it('resolves once the cache writes have landed, not when the responses are in', async () => {
    const page = deferredRun();
    const demo = deferredRun();
    const runs: Record<string, ReturnType<typeof deferredRun>> = { '/a/': page, '/static/demos/a.json': demo };
    const asked: string[] = [];
    const cached = cacheThroughStrategies(
      ['https://docs.test/a/', 'https://docs.test/static/demos/a.json', 'https://docs.test/sw.js'],
      (url) => {
        asked.push(url.pathname);
        return runs[url.pathname]?.started;
      },
    );
    expect(asked).toEqual(['/a/', '/static/demos/a.json', '/sw.js']);
    page.respond();
    demo.respond();
    expect(await settled(cached)).toBe('pending');
    page.finishWrites();
    expect(await settled(cached)).toBe('pending');
    demo.finishWrites();
    expect(await settled(cached)).toBe('resolved');
  });

  it('rejects when a write fails or an address is not one', async () => {
    const run = deferredRun();
    const failing = cacheThroughStrategies(['https://docs.test/a/'], () => run.started);
    run.respond();
    run.failWrites();
    expect(await settled(failing)).toBe('rejected');
    await expect(cacheThroughStrategies(['not an address'], () => undefined)).rejects.toThrow();
  });
});
