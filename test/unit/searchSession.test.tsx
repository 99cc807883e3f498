import { act, renderHook } from '@testing-library/react';
import { loadPagefind, loadVocabulary, restartPagefind, type Pagefind, type PagefindResponse } from '../../src/search/pagefind';
import { MAX_HITS, searchSite, startSiteSearch } from '../../src/search/siteSearch';
import { RESULTS_BATCH, useSearchResults } from '../../src/search/useSearchResults';
import { useDebouncedValue } from '../../src/search/useDebouncedValue';
import type { PagefindFragment } from '../../src/search/searchHits';

jest.mock('../../src/search/pagefind', () => ({ loadPagefind: jest.fn(), loadVocabulary: jest.fn(), restartPagefind: jest.fn() }));

function fragment(slug: string, title: string, product = 'Material UI'): PagefindFragment {
  return {
    url: `/material-ui/${slug}/`,
    content: '',
    excerpt: `about <mark>${title}</mark>`,
    meta: { title },
    filters: { product: [product] },
    locations: [],
    anchors: [],
    sub_results: [],
  };
}

/** Pagefind answering every query with `fragments` in that order; counts the fragment files loaded. */
function fakePagefind(fragments: PagefindFragment[]) {
  const loaded: string[] = [];
  const searches: string[] = [];
  const pagefind: Pagefind = {
    options: async () => {},
    destroy: async () => {},
    search: async (term) => {
      searches.push(term);
      const response: PagefindResponse = {
        results: fragments.map((entry) => ({
          id: entry.url,
          score: 1,
          data: async () => {
            loaded.push(entry.url);
            return entry;
          },
        })),
        unfilteredResultCount: fragments.length,
      };
      return response;
    },
  };
  jest.mocked(loadPagefind).mockResolvedValue(pagefind);
  return { loaded, searches };
}

/** Thirty pages, in Pagefind's order; the one the query names ("slider") is the 16th. */
const PAGES = Array.from({ length: 30 }, (_, index) =>
  index === 15 ? fragment('react-slider', 'Slider') : fragment(`page-${index}`, `Page ${index}`),
);

beforeEach(() => {
  jest.mocked(loadVocabulary).mockResolvedValue(['slider', 'autocomplete']);
});

describe('the search the dialog and the search page share', () => {
  it('the dialog loads only its first results', async () => {
    const { loaded } = fakePagefind(PAGES);
    const result = await searchSite('slider', null);
    expect(loaded).toHaveLength(MAX_HITS);
    expect(result.hits.map((hit) => hit.title)).not.toContain('Slider');
    expect(result.unfilteredCount).toBe(30);
  });

  it('a session knows every result and loads a range, ranked among itself', async () => {
    const { loaded } = fakePagefind(PAGES);
    const session = await startSiteSearch('slider', null);
    expect(session.total).toBe(30);
    expect(loaded).toEqual([]);
    const hits = await session.hits(12, 24);
    expect(loaded).toEqual(PAGES.slice(12, 24).map((entry) => entry.url));
    expect(hits[0]).toMatchObject({ title: 'Slider', page: '/material-ui/react-slider/', product: 'Material UI' });
    expect(hits[0].excerpt).toEqual([
      { text: 'about ', marked: false },
      { text: 'Slider', marked: true },
    ]);
    expect(hits).toHaveLength(12);
  });

  it('searches the corrected query first, and says so', async () => {
    const { searches } = fakePagefind(PAGES);
    const session = await startSiteSearch('slidr', null);
    expect(searches).toEqual(['slider']);
    expect(session.correctedQuery).toBe('slider');
    const exact = await startSiteSearch('slidr', null, true);
    expect(searches).toEqual(['slider', 'slidr']);
    expect(exact.correctedQuery).toBeNull();
  });
});

describe('useSearchResults', () => {
  it('loads a first batch, then the next on request, appended', async () => {
    fakePagefind(PAGES);
    const { result } = renderHook(() => useSearchResults('word', false));
    await act(async () => {});
    const first = result.current.state;
    expect(first).toMatchObject({ status: 'done', query: 'word', more: 'idle' });
    expect(first.status === 'done' && first.hits).toHaveLength(RESULTS_BATCH);
    await act(async () => result.current.showMore());
    const second = result.current.state;
    expect(second.status === 'done' && second.hits.map((hit) => hit.page)).toEqual(PAGES.map((entry) => entry.url));
  });

  it('is idle for an empty query and reports a failure', async () => {
    jest.mocked(loadPagefind).mockRejectedValue(new Error('offline'));
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query, false), { initialProps: { query: '  ' } });
    expect(result.current.state).toEqual({ status: 'idle' });
    rerender({ query: 'slider' });
    await act(async () => {});
    expect(result.current.state).toEqual({ status: 'error', query: 'slider', exact: false });
  });

  it('drops the answer to a query the reader has replaced', async () => {
    let answerFirst: (pagefind: Pagefind) => void = () => {};
    jest.mocked(loadPagefind).mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const { searches } = fakePagefind(PAGES);
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query, false), { initialProps: { query: 'first' } });
    rerender({ query: 'second' });
    await act(async () => {});
    expect(result.current.state).toMatchObject({ status: 'done', query: 'second' });
    const { loadPagefind: actual } = jest.requireMock('../../src/search/pagefind') as { loadPagefind: () => Promise<Pagefind> };
    await act(async () => answerFirst(await actual()));
    expect(result.current.state).toMatchObject({ status: 'done', query: 'second' });
    expect(searches).toContain('first');
  });
});

describe('useSearchResults when the service worker takes control mid-search', () => {
  const serviceWorker = Object.assign(new EventTarget(), { controller: null });
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  });
  afterAll(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('shows neither the error nor the empty answer of a search cut short by Pagefind restarting, and searches again', async () => {
    let failFirst: (error: Error) => void = () => {};
    const { searches } = fakePagefind(PAGES);
    const { loadPagefind: answering } = jest.requireMock('../../src/search/pagefind') as { loadPagefind: () => Promise<Pagefind> };
    const pagefind = await answering();
    jest.mocked(loadPagefind).mockResolvedValueOnce({
      ...pagefind,
      search: () => new Promise<PagefindResponse | null>((_, reject) => (failFirst = reject)),
    });
    let restarted: () => void = () => {};
    jest.mocked(restartPagefind).mockImplementation(() => new Promise<void>((resolve) => (restarted = resolve)));
    const { result } = renderHook(() => useSearchResults('slider', false));
    await act(async () => {});
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => {
      serviceWorker.dispatchEvent(new Event('controllerchange'));
    });
    await act(async () => failFirst(new Error('worker terminated')));
    expect(result.current.state).toEqual({ status: 'loading' });

    await act(async () => restarted());
    expect(result.current.state).toMatchObject({ status: 'done', query: 'slider' });
    expect(searches).toEqual(['slider']);
  });
});

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes a value once it has stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 120), { initialProps: { value: '' } });
    rerender({ value: 's' });
    act(() => jest.advanceTimersByTime(100));
    rerender({ value: 'sl' });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe('sl');
  });
});
