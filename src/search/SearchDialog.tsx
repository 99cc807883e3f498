import * as React from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import SearchIcon from '@mui/icons-material/Search';
import Close from '@mui/icons-material/Close';
import History from '@mui/icons-material/History';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { loadPagefind, loadVocabulary } from './pagefind';
import { searchProductFor } from './searchProduct';
import { groupByProduct, type SearchHit } from './searchHits';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recentSearches';
import { useSiteSearch } from './useSiteSearch';
import { ProductFilter, RecentOption, ResultOption } from './SearchOptions';
import { localStorageOrNull } from '../utils/webStorage';
import { useTranslate } from '../i18n/TranslationsContext';
import { searchPageHref } from './searchPageQuery';
import { withDocsTheme } from '../theme/DocsMuiProvider';

const LISTBOX_ID = 'search-listbox';
const optionId = (index: number) => `search-option-${index}`;

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current page's path, for the product filter to start on. */
  asPath: string;
  /** A client-side navigation (next/router's push). */
  navigate: (url: string) => void;
}

/**
 * The search dialog: a combobox whose listbox holds the results grouped by product, or the recent
 * searches while the field is empty. Focus stays in the field; the arrows move the active option.
 */
function SearchDialog({ open, onClose, asPath, navigate }: SearchDialogProps) {
  const theme = useTheme();
  const t = useTranslate();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const currentProduct = searchProductFor(asPath);
  const [query, setQuery] = React.useState('');
  const [allProducts, setAllProducts] = React.useState(false);
  const [recent, setRecent] = React.useState(() => readRecentSearches(localStorageOrNull()));
  const [activeIndex, setActiveIndex] = React.useState(0);
  // The query the reader asked to see uncorrected ("Search instead for …").
  const [exactQuery, setExactQuery] = React.useState<string | null>(null);
  const product = allProducts ? null : currentProduct;
  const exact = exactQuery === query.trim();
  const search = useSiteSearch(query, product, exact);

  // The index and the vocabulary start loading with the dialog, so the first keystroke finds them ready or nearly.
  React.useEffect(() => {
    if (open) {
      Promise.all([loadPagefind(), loadVocabulary()]).catch(() => {});
    }
  }, [open]);

  const hits = search.status === 'done' ? search.result.hits : [];
  const groups = groupByProduct(hits);
  const ordered = groups.flatMap((group) => group.hits);
  const showRecent = search.status === 'idle';
  const optionCount = showRecent ? recent.length : ordered.length;
  const active = optionCount === 0 ? -1 : Math.min(activeIndex, optionCount - 1);
  // From a keystroke until the answer to the current query (and filter) is on screen.
  const answered = search.status === 'done' && search.query === query.trim() && search.product === product && search.exact === exact;
  const busy = !showRecent && !answered && search.status !== 'error';

  React.useEffect(() => {
    if (active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    }
  }, [active, search]);

  const changeQuery = (value: string) => {
    setQuery(value);
    setActiveIndex(0);
  };

  const openHit = (hit: SearchHit) => {
    setRecent(addRecentSearch(localStorageOrNull(), query));
    onClose();
    navigate(hit.url);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (optionCount === 0) {
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((active + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      if (showRecent) {
        changeQuery(recent[active]);
      } else {
        openHit(ordered[active]);
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="search-dialog-title"
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { sx: { mt: { sm: '10vh' }, maxHeight: { sm: '80vh' }, backgroundImage: 'none' } } }}
    >
      <Typography id="search-dialog-title" component="h2" sx={visuallyHidden}>
        Search the documentation
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 60, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon sx={{ color: 'primary.main' }} />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder="Search the docs"
          onChange={(event) => changeQuery(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.target.select()}
          sx={{ fontSize: 18 }}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Search the docs',
            'aria-autocomplete': 'list',
            'aria-expanded': optionCount > 0,
            'aria-controls': LISTBOX_ID,
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            autoComplete: 'off',
            autoCapitalize: 'off',
            spellCheck: false,
            enterKeyHint: 'go',
          }}
        />
        <IconButton aria-label="Close search" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      {currentProduct ? <ProductFilter current={currentProduct} allProducts={allProducts} onChange={setAllProducts} /> : null}
      {/* Focusable, so a keyboard can scroll it too (the options themselves never take focus). */}
      <Box
        id="search-results"
        role="region"
        aria-label="Results"
        aria-busy={busy}
        tabIndex={0}
        sx={(theme) => ({
          overflowY: 'auto',
          flex: 1,
          minHeight: { sm: 120 },
          '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        <Typography component="p" role="status" sx={statusSx(search.status === 'done' && search.result.correctedQuery !== null)}>
          {search.status === 'done' && search.result.correctedQuery !== null ? (
            <>
              Showing results for <strong>{search.result.correctedQuery}</strong>.{' '}
              <Box component="button" type="button" onClick={() => setExactQuery(search.query)} sx={clearButtonSx}>
                Search instead for “{search.query}”
              </Box>
            </>
          ) : search.status === 'done' ? (
            <Box component="span" sx={visuallyHidden}>{`${hits.length} results`}</Box>
          ) : null}
        </Typography>
        {showRecent && recent.length > 0 ? (
          <>
            <Box sx={{ ...subheaderSx, px: 2 }}>
              <span id="search-recent-title">Recent searches</span>
              <Box
                component="button"
                type="button"
                onClick={() => {
                  clearRecentSearches(localStorageOrNull());
                  setRecent([]);
                }}
                sx={clearButtonSx}
              >
                Clear
              </Box>
            </Box>
            <List id={LISTBOX_ID} role="listbox" aria-labelledby="search-recent-title" sx={{ pt: 0 }}>
              {recent.map((entry, index) => (
                <RecentOption
                  key={entry}
                  id={optionId(index)}
                  query={entry}
                  active={index === active}
                  onPointerMove={() => setActiveIndex(index)}
                  onClick={() => changeQuery(entry)}
                  icon={<History fontSize="small" />}
                />
              ))}
            </List>
          </>
        ) : null}
        {showRecent && recent.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            Type to search pages, sections, components and props.
          </Typography>
        ) : null}
        {!showRecent && ordered.length > 0 ? (
          <List id={LISTBOX_ID} role="listbox" aria-label="Search results" sx={{ py: 0 }}>
            {groups.map((group) => (
              <li key={group.product} role="presentation">
                <List role="group" aria-labelledby={`search-group-${slug(group.product)}`} sx={{ py: 0 }}>
                  <ListSubheader component="div" role="presentation" id={`search-group-${slug(group.product)}`} sx={subheaderSx}>
                    {group.product}
                  </ListSubheader>
                  {group.hits.map((hit, offset) => (
                    <ResultOption
                      key={hit.url}
                      id={optionId(group.start + offset)}
                      hit={hit}
                      active={group.start + offset === active}
                      onPointerMove={() => setActiveIndex(group.start + offset)}
                      onClick={() => openHit(hit)}
                    />
                  ))}
                </List>
              </li>
            ))}
          </List>
        ) : null}
        {search.status === 'done' && ordered.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>
              No results for “{search.query}”{search.product ? ` in ${search.product}` : ''}
            </Typography>
            {search.product && search.result.unfilteredCount > 0 ? (
              <Box component="button" type="button" onClick={() => setAllProducts(true)} sx={clearButtonSx}>
                Search all products ({search.result.unfilteredCount} {search.result.unfilteredCount === 1 ? 'result' : 'results'})
              </Box>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>Check the spelling, or try fewer or other words.</Typography>
            )}
          </Box>
        ) : null}
        {search.status === 'error' ? (
          <Typography role="alert" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            Search could not load. Check your connection and try again.
          </Typography>
        ) : null}
      </Box>
      {query.trim() ? (
        <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          {/* A link, so it can open in a new tab too; a plain click stays a client-side navigation. */}
          <Box
            component="a"
            href={searchPageHref(query)}
            onClick={(event: React.MouseEvent) => {
              if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
                event.preventDefault();
                onClose();
                navigate(searchPageHref(query));
              }
            }}
            sx={seeAllSx}
          >
            {t('searchSeeAll')}
            <ArrowForward aria-hidden sx={{ fontSize: 16 }} />
          </Box>
        </Box>
      ) : null}
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 2,
          py: 1,
          fontSize: 12,
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
          '& kbd': kbdSx,
        }}
      >
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move
        </span>
        <span>
          <kbd>Enter</kbd> to open
        </span>
        <span>
          <kbd>Esc</kbd> to close
        </span>
      </Box>
    </Dialog>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

// The status line holds the correction notice; when empty it takes no room.
const statusSx = (visible: boolean) => (visible ? { px: 2, pt: 1.5, fontSize: 14, color: 'text.secondary' } : { m: 0 });

const subheaderSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  lineHeight: '36px',
  fontSize: 12,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  bgcolor: 'background.paper',
} as const;

const clearButtonSx = {
  p: 0.5,
  border: 0,
  background: 'none',
  color: 'primary.main',
  font: 'inherit',
  fontWeight: 600,
  textTransform: 'none',
  letterSpacing: 0,
  cursor: 'pointer',
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

const seeAllSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 32,
  px: 0.5,
  color: 'primary.main',
  fontSize: 14,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

const kbdSx = {
  display: 'inline-block',
  minWidth: 20,
  px: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 0.75,
  fontFamily: 'inherit',
  textAlign: 'center',
} as const;

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(SearchDialog);
