import * as React from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/compat/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import SearchIcon from '@mui/icons-material/Search';
import AppFrame from '../layout/AppFrame';
import SeoHead from '../components/SeoHead';
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
      <Box sx={{ maxWidth: 760, py: { xs: 1, sm: 3 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 44 }, mb: 2 }}>
          {t('searchTitle')}
        </Typography>
        <Box component="form" role="search" action={SEARCH_PAGE_ROUTE} method="get" onSubmit={onSubmit} sx={formSx}>
          <label htmlFor={FIELD_ID} style={visuallyHidden}>
            {t('searchFieldLabel')}
          </label>
          <SearchIcon aria-hidden sx={{ color: 'primary.main', flexShrink: 0 }} />
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
          />
          <Box component="button" type="submit" sx={submitSx}>
            {t('searchTitle')}
          </Box>
        </Box>
        <Box id="search-page-results" aria-busy={shown.status === 'loading'}>
          <Typography component="p" role="status" sx={{ minHeight: 24, my: 2, color: 'text.secondary' }}>
            {urlQuery === null ? null : <StatusText state={shown} />}
            {answer?.session.correctedQuery ? (
              <>
                {' '}
                <Box component="button" type="button" onClick={() => setExactQuery(settled)} sx={textButtonSx}>
                  {fillIn(t('searchInsteadFor'), { query: settled })}
                </Box>
              </>
            ) : null}
          </Typography>
          {state.status === 'done' && typed !== '' ? (
            <Results state={state} onOpen={() => addRecentSearch(localStorageOrNull(), settled)} />
          ) : null}
          {answer && answer.hits.length < answer.session.total ? (
            <Box sx={{ mt: 3 }}>
              <Box
                component="button"
                type="button"
                onClick={() => {
                  focusNext.current = answer.hits.length;
                  showMore();
                }}
                sx={moreSx}
              >
                {fillIn(t('searchShowMore'), { count: answer.session.total - answer.hits.length })}
              </Box>
              {answer.more === 'error' ? (
                <Typography role="alert" sx={{ mt: 1, color: 'text.secondary' }}>
                  {t('searchMoreError')}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {answer?.session.total === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('searchNoResultsHint')}</Typography> : null}
        </Box>
      </Box>
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
    return (
      <Box component="strong" sx={{ color: 'text.primary' }}>
        {fillIn(t('searchNoResults'), { query: state.query })}
      </Box>
    );
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
        <Box component="section" key={group.product} aria-labelledby={`search-group-${group.start}`} sx={{ mt: 3 }}>
          <Typography id={`search-group-${group.start}`} component="h2" sx={groupHeadingSx}>
            {group.product}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.hits.map((hit) => (
              <ResultItem key={hit.url} hit={hit} id={hitId(position.get(hit)!)} onOpen={onOpen} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

function ResultItem({ hit, id, onOpen }: { hit: SearchHit; id: string; onOpen: () => void }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      {/* Twenty links in view would prefetch twenty pages: a result loads when opened. */}
      <Box component={NextLink} href={hit.url} prefetch={false} id={id} onClick={onOpen} sx={linkSx}>
        {hit.title}
        {hit.section ? (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' › '}
            {hit.section}
          </Box>
        ) : null}
      </Box>
      <ExcerptText segments={hit.excerpt} sx={{ mt: 0.5, lineHeight: 1.6 }} />
    </Box>
  );
}

const formSx = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  pl: 1.5,
  pr: 0.5,
  minHeight: 52,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 2,
  bgcolor: 'background.paper',
  '&:focus-within': { borderColor: theme.vars.palette.primary.main, boxShadow: `0 0 0 1px ${theme.vars.palette.primary.main}` },
  '& input': {
    flex: 1,
    minWidth: 0,
    height: 44,
    border: 0,
    outline: 0,
    background: 'none',
    color: 'text.primary',
    font: 'inherit',
    fontSize: 18,
  },
});

const submitSx = (theme: Theme) => ({
  flexShrink: 0,
  height: 40,
  px: 2,
  border: 0,
  borderRadius: 1.5,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'primary.dark' },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
});

const groupHeadingSx = {
  fontSize: 13,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'text.secondary',
  pb: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

const linkSx = (theme: Theme) => ({
  color: 'primary.main',
  fontWeight: 600,
  fontSize: 17,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
});

const textButtonSx = {
  p: 0,
  border: 0,
  background: 'none',
  color: 'primary.main',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

const moreSx = (theme: Theme) => ({
  px: 2.5,
  py: 1,
  minHeight: 44,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 2,
  background: 'none',
  color: 'primary.main',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
});
