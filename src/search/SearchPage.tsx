import * as React from 'react';
import ClientLink from '../components/ClientLink';
import { useRouter } from 'next/compat/router';
import AppFrame from '../layout/AppFrame';
import SeoHead from '../components/SeoHead';
import SiteIcon from '../icons/SiteIcon';
import SearchPath from '../icons/paths/Search';
import hidden from '../components/VisuallyHidden.module.css';
import { useTranslate } from '../i18n/TranslationsContext';
import { localStorageOrNull } from '../utils/webStorage';
import useMounted from '../utils/useMounted';
import ExcerptText from './ExcerptText';
import { groupByProduct, type SearchHit } from './searchHits';
import { addRecentSearch } from './recentSearches';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_ROUTE, fillIn, queryFromUrl, searchPageHref } from './searchPageQuery';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchResults, type SearchResultsState } from './useSearchResults';
import { SEARCH_DEBOUNCE_MS } from './useSiteSearch';
import type { PageHead } from '../seo/pageHead';
import styles from './SearchPage.module.css';

const FIELD_ID = 'search-page-field';
const hitId = (index: number) => `search-hit-${index}`;

/**
 * The search results page, `/search/?q=…`: the dialog's search and ranking over every product,
 * all results a batch at a time, grouped by product. The address follows the field (replaced, so
 * Back leaves the page); the exported HTML is the empty form, which submits without JavaScript too.
 */
export default function SearchPage({ head }: { head: PageHead }) {
  const t = useTranslate();
  // The router from its React context, as SearchButton reads it (next/router would grow every page's runtime chunk).
  const router = useRouter();
  const routerRef = React.useRef(router);
  React.useEffect(() => {
    routerRef.current = router;
  });
  const fieldRef = React.useRef<HTMLInputElement>(null);
  // Known after hydration only: a static page has no query until the router has read the address.
  const mounted = useMounted();
  const urlQuery = mounted && router?.isReady ? queryFromUrl(router.query.q) : null;
  const [query, setQuery] = React.useState('');
  // The query the address holds, as this page last read or wrote it; null until it has read it.
  const inAddress = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (urlQuery !== null && urlQuery !== inAddress.current) {
      inAddress.current = urlQuery;
      setQuery(urlQuery);
      if (!urlQuery) {
        fieldRef.current?.focus();
      }
    }
  }, [urlQuery]);

  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  // Only a settled change of the reader's own: the address is untouched while the router reads it.
  React.useEffect(() => {
    if (inAddress.current !== null && settled !== inAddress.current) {
      inAddress.current = settled;
      routerRef.current?.replace(searchPageHref(settled), undefined, { shallow: true, scroll: false }).catch(() => {});
    }
  }, [settled]);

  // The query the reader asked to see uncorrected ("Search instead for …").
  const [exactQuery, setExactQuery] = React.useState<string | null>(null);
  const exact = exactQuery === settled;
  const { state, showMore } = useSearchResults(settled, exact);
  const typed = query.trim();
  const answered = (state.status === 'done' || state.status === 'error') && state.query === settled && state.exact === exact;
  // What the status line speaks of: the field's query, searched or still on its way.
  const shown: SearchResultsState = typed === '' ? { status: 'idle' } : typed === settled && answered ? state : { status: 'loading' };
  const answer = shown.status === 'done' ? shown : null;

  // After "Show more", focus goes to the first new result (the groups may place it above the button).
  const focusNext = React.useRef<number | null>(null);
  const hitCount = state.status === 'done' ? state.hits.length : 0;
  React.useEffect(() => {
    if (focusNext.current !== null && focusNext.current < hitCount) {
      document.getElementById(hitId(focusNext.current))?.focus();
      focusNext.current = null;
    }
  }, [hitCount]);

  const onSubmit = (event: React.FormEvent) => {
    // The field already searches as the reader types; without JavaScript the form is a plain GET.
    event.preventDefault();
  };

  return (
    <AppFrame>
      <SeoHead head={head} />
      <div className={styles.page}>
        <h1 className={styles.title}>{t('searchTitle')}</h1>
        <form role="search" action={SEARCH_PAGE_ROUTE} method="get" onSubmit={onSubmit} className={styles.form}>
          <label htmlFor={FIELD_ID} className={hidden.visuallyHidden}>
            {t('searchFieldLabel')}
          </label>
          <SiteIcon path={SearchPath} className={styles.fieldIcon} />
          <input
            ref={fieldRef}
            id={FIELD_ID}
            type="search"
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-controls="search-page-results"
            className={styles.field}
          />
          <button type="submit" className={styles.submit}>
            {t('searchTitle')}
          </button>
        </form>
        <div id="search-page-results" aria-busy={shown.status === 'loading'}>
          <p role="status" className={styles.status}>
            {urlQuery === null ? null : <StatusText state={shown} />}
            {answer?.session.correctedQuery ? (
              <>
                {' '}
                <button type="button" onClick={() => setExactQuery(settled)} className={styles.textButton}>
                  {fillIn(t('searchInsteadFor'), { query: settled })}
                </button>
              </>
            ) : null}
          </p>
          {state.status === 'done' && typed !== '' ? (
            <Results state={state} onOpen={() => addRecentSearch(localStorageOrNull(), settled)} />
          ) : null}
          {answer && answer.hits.length < answer.session.total ? (
            <div className={styles.more}>
              <button
                type="button"
                onClick={() => {
                  focusNext.current = answer.hits.length;
                  showMore();
                }}
                className={styles.moreButton}
              >
                {fillIn(t('searchShowMore'), { count: answer.session.total - answer.hits.length })}
              </button>
              {answer.more === 'error' ? (
                <p role="alert" className={styles.moreError}>
                  {t('searchMoreError')}
                </p>
              ) : null}
            </div>
          ) : null}
          {answer?.session.total === 0 ? <p className={styles.hint}>{t('searchNoResultsHint')}</p> : null}
        </div>
      </div>
    </AppFrame>
  );
}

/** The status line: a hint, "Searching…", the count, the correction or what went wrong. */
function StatusText({ state }: { state: SearchResultsState }) {
  const t = useTranslate();
  switch (state.status) {
    case 'idle':
      return <>{t('searchHint')}</>;
    case 'loading':
      return <>{t('searchSearching')}</>;
    case 'error':
      return <>{navigator.onLine ? t('searchError') : t('searchOffline')}</>;
    default:
      break;
  }
  const { total, correctedQuery } = state.session;
  if (total === 0) {
    return <strong className={styles.noResults}>{fillIn(t('searchNoResults'), { query: state.query })}</strong>;
  }
  if (correctedQuery !== null) {
    return (
      <>
        {t('searchCorrected')} <strong>{correctedQuery}</strong>.
      </>
    );
  }
  return <>{fillIn(t(total === 1 ? 'searchResultOne' : 'searchResultMany'), { count: total, query: state.query })}</>;
}

/** The loaded results under a heading per product, in the order of each product's best result. */
function Results({ state, onOpen }: { state: Extract<SearchResultsState, { status: 'done' }>; onOpen: () => void }) {
  const position = new Map(state.hits.map((hit, index) => [hit, index]));
  return (
    <>
      {groupByProduct(state.hits).map((group) => (
        <section key={group.product} aria-labelledby={`search-group-${group.start}`} className={styles.group}>
          <h2 id={`search-group-${group.start}`} className={styles.groupHeading}>
            {group.product}
          </h2>
          <ul className={styles.hits}>
            {group.hits.map((hit) => (
              <ResultItem key={hit.url} hit={hit} id={hitId(position.get(hit)!)} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ResultItem({ hit, id, onOpen }: { hit: SearchHit; id: string; onOpen: () => void }) {
  return (
    <li className={styles.hit}>
      {/* Twenty links in view would prefetch twenty pages: a result loads when opened. */}
      <ClientLink href={hit.url} id={id} onClick={onOpen} className={styles.hitLink}>
        {hit.title}
        {hit.section ? (
          <span className={styles.hitSection}>
            {' › '}
            {hit.section}
          </span>
        ) : null}
      </ClientLink>
      <ExcerptText segments={hit.excerpt} className={styles.hitExcerpt} />
    </li>
  );
}
