/**
 * The Material Icons page's tool: every icon of @mui/icons-material, searchable by name and
 * synonyms, filtered by theme, each opening a dialog with its import line. An island: the server
 * renders the controls and the grid's reserved space; in the browser it fetches the icon index
 * when it wakes and each page of results' SVG as it is shown (src/tools/materialIcons/).
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { IconGrid, IconGridPlaceholder } from './materialIcons/IconGrid';
import { IconSvgStore, loadIconIndex } from './materialIcons/iconData';
import type { IconIndex } from './materialIcons/iconIndex';
import { buildSearchIndex, searchIcons, type SearchIndex } from './materialIcons/search';
import { DEFAULT_THEME, ICON_THEMES, THEME_LABELS, componentName, isIconTheme, themesOf, type IconTheme } from './materialIcons/themes';
import { MAX_QUERY_LENGTH, cleanQuery, parseSearchState, searchStateToSearch, type IconSearchState } from './materialIcons/urlState';

/** Icons per page of results: the first page's place is reserved before the index arrives. */
export const PAGE_SIZE = 120;
/** How long typing pauses before the results, the announcement and the address follow. */
const SEARCH_DELAY_MS = 150;
/** How much of the query the status line repeats. */
const QUOTED_QUERY_LENGTH = 32;

// The dialog (and Material UI's Modal under it) is a chunk of its own, fetched when the reader
// first points at or focuses the grid, or opens an icon.
const loadIconDetails = () => import('./materialIcons/IconDetails');
const lazyIconDetails = () => React.lazy(loadIconDetails);

/** Keeps a dialog whose code could not load from taking the tool down with it. */
class DetailsBoundary extends React.Component<{ children: React.ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Data =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; index: IconIndex; search: SearchIndex; masks: Map<string, number>; store: IconSvgStore };

const count = (value: number) => value.toLocaleString('en-US');

function quote(query: string): string {
  const characters = Array.from(query);
  return `“${characters.length > QUOTED_QUERY_LENGTH ? `${characters.slice(0, QUOTED_QUERY_LENGTH).join('')}…` : query}”`;
}

/** What the status line says (and announces) about the results. */
function statusText(data: Data, results: number, query: string, theme: IconTheme): string {
  if (data.status === 'loading') {
    return 'Loading icons…';
  }
  if (data.status === 'failed') {
    return 'The icons could not load.';
  }
  const label = THEME_LABELS[theme];
  if (!query) {
    return `${count(results)} icons in the ${label} theme`;
  }
  if (results === 0) {
    return `No ${label} icons match ${quote(query)}`;
  }
  return `${count(results)} ${label} ${results === 1 ? 'icon matches' : 'icons match'} ${quote(query)}`;
}

/** Puts the search in the address without a navigation, keeping Next's history entry in step. */
function writeAddress(state: IconSearchState) {
  const { pathname, search, hash } = window.location;
  const url = `${pathname}${searchStateToSearch(search, state)}${hash}`;
  if (url === `${pathname}${search}${hash}`) {
    return;
  }
  const entry: unknown = window.history.state;
  const isNextEntry = typeof entry === 'object' && entry !== null && '__N' in entry;
  window.history.replaceState(isNextEntry ? { ...entry, as: url } : entry, '', url);
}

export default function MaterialIconSearch() {
  const id = React.useId();
  const rtl = useTheme().direction === 'rtl';
  const [query, setQuery] = React.useState('');
  // The query the results, the status and the address follow: the field's, once typing pauses.
  const [searched, setSearched] = React.useState('');
  const [theme, setTheme] = React.useState<IconTheme>(DEFAULT_THEME);
  const [data, setData] = React.useState<Data>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  const [page, setPage] = React.useState({ key: '', size: PAGE_SIZE });
  const [svgFailed, setSvgFailed] = React.useState(false);
  const [svgAttempt, setSvgAttempt] = React.useState(0);
  const [, svgArrived] = React.useReducer((version: number) => version + 1, 0);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = React.useState(false);
  const [detailTheme, setDetailTheme] = React.useState<IconTheme | null>(null);
  // A new lazy component after a failed load, so that the next opening fetches the code again.
  const [details, setDetails] = React.useState(() => ({ Component: lazyIconDetails(), attempt: 0, failed: false }));
  // The address changes only once the reader has changed the search.
  const changedByReader = React.useRef(false);
  const listRef = React.useRef<HTMLUListElement>(null);
  const focusAfterMore = React.useRef<number | null>(null);

  // Once awake: the search the address asks for, then the index (never before the tool wakes).
  React.useEffect(() => {
    const fromAddress = parseSearchState(window.location.search);
    // The address exists only in the browser: the server's HTML and hydration show the empty search.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(fromAddress.query);
    setSearched(fromAddress.query);
    setTheme(fromAddress.theme);
  }, []);

  React.useEffect(() => {
    let current = true;
    loadIconIndex().then(
      (index) => {
        if (current) {
          const search = buildSearchIndex(index);
          const masks = new Map(search.icons.map((icon) => [icon.name, icon.themes]));
          setData({ status: 'ready', index, search, masks, store: new IconSvgStore(index) });
        }
      },
      (error: unknown) => {
        if (current) {
          console.warn('The icon index could not load.', error);
          setData({ status: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  React.useEffect(() => {
    if (query === searched) {
      return undefined;
    }
    const timer = window.setTimeout(() => setSearched(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, searched]);

  React.useEffect(() => {
    if (changedByReader.current) {
      writeAddress({ query: searched, theme });
    }
  }, [searched, theme]);

  const results = React.useMemo(() => (data.status === 'ready' ? searchIcons(data.search, searched, theme) : []), [data, searched, theme]);
  // A new search starts again at its first page.
  const resultsKey = `${theme}\n${searched}`;
  const shown = page.key === resultsKey ? page.size : PAGE_SIZE;
  const visible = React.useMemo(() => results.slice(0, shown), [results, shown]);

  React.useEffect(() => {
    if (data.status !== 'ready' || visible.length === 0) {
      return undefined;
    }
    let current = true;
    data.store.load(visible, theme).then(
      () => current && svgArrived(),
      (error: unknown) => {
        if (current) {
          console.warn('Icons could not load.', error);
          setSvgFailed(true);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [data, visible, theme, svgAttempt]);

  // The dialog shows the icon in every theme it comes in.
  const selectedThemes = React.useMemo(
    () => (data.status === 'ready' && selected ? themesOf(data.masks.get(selected) ?? 0) : []),
    [data, selected],
  );
  React.useEffect(() => {
    if (data.status !== 'ready' || !selected) {
      return undefined;
    }
    let current = true;
    Promise.all(selectedThemes.map((option) => data.store.load([selected], option))).then(
      () => current && svgArrived(),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [data, selected, selectedThemes]);

  // "Show more" hands the keyboard on to the first icon it added.
  React.useEffect(() => {
    if (focusAfterMore.current !== null) {
      listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-icon]')[focusAfterMore.current]?.focus();
      focusAfterMore.current = null;
    }
  }, [shown]);

  const preloadDetails = React.useCallback(() => {
    loadIconDetails().catch(() => {});
  }, []);

  const openIcon = React.useCallback((name: string) => {
    setDetails((previous) => (previous.failed ? { ...previous, failed: false } : previous));
    setDetailTheme(null);
    setSelected(name);
    setDetailsOpen(true);
  }, []);

  const store = data.status === 'ready' ? data.store : null;
  const nodesOf = (name: string) => store?.get(name, theme, componentName(name, theme));
  const ready = data.status === 'ready';
  const hasMore = results.length > shown;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {/* TextField without its Select: the search needs only the outlined input. */}
        <FormControl fullWidth>
          <InputLabel htmlFor={`${id}-query`}>Search icons</InputLabel>
          <OutlinedInput
            id={`${id}-query`}
            label="Search icons"
            type="search"
            value={query}
            onChange={(event) => {
              changedByReader.current = true;
              setQuery(cleanQuery(event.target.value));
            }}
            onKeyDown={(event) => {
              // Down from the field goes to the first result.
              if (event.key === 'ArrowDown' && listRef.current) {
                event.preventDefault();
                listRef.current.querySelector<HTMLButtonElement>('button[data-icon]')?.focus();
              }
            }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
            inputProps={{
              maxLength: MAX_QUERY_LENGTH,
              autoComplete: 'off',
              spellCheck: false,
              autoCapitalize: 'none',
              'aria-describedby': `${id}-hint`,
            }}
          />
          <FormHelperText id={`${id}-hint`}>By name, or by a word for it: “trash” finds Delete, “gear” finds Settings.</FormHelperText>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ fontSize: 14 }}>
            Theme
          </FormLabel>
          <RadioGroup
            row
            name="material-icon-theme"
            value={theme}
            onChange={(event) => {
              if (isIconTheme(event.target.value)) {
                changedByReader.current = true;
                setTheme(event.target.value);
              }
            }}
          >
            {ICON_THEMES.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={THEME_LABELS[option]} />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 32, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ flex: 1, fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
          {statusText(data, results.length, searched, theme)}
        </Typography>
        {data.status === 'failed' ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setData({ status: 'loading' });
              setAttempt(attempt + 1);
            }}
          >
            Retry
          </Button>
        ) : null}
        {svgFailed ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setSvgFailed(false);
              setSvgAttempt(svgAttempt + 1);
            }}
          >
            Some icons could not load. Retry
          </Button>
        ) : null}
        {ready ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            @mui/icons-material {data.index.version}
          </Typography>
        ) : null}
      </Box>

      {ready ? (
        <IconGrid names={visible} nodesOf={nodesOf} onOpen={openIcon} onApproach={preloadDetails} rtl={rtl} listRef={listRef} />
      ) : (
        <IconGridPlaceholder count={PAGE_SIZE} />
      )}

      {/* Its place is kept while the index loads, so the page below does not move when it arrives. */}
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: 40, flexWrap: 'wrap' }}
        style={ready && !hasMore ? { display: 'none' } : undefined}
        aria-hidden={ready ? undefined : true}
      >
        {ready && hasMore ? (
          <>
            <Button
              variant="outlined"
              onClick={() => {
                focusAfterMore.current = shown;
                setPage({ key: resultsKey, size: shown + PAGE_SIZE });
              }}
            >
              Show {count(Math.min(PAGE_SIZE, results.length - shown))} more
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Showing {count(shown)} of {count(results.length)}
            </Typography>
          </>
        ) : null}
      </Box>

      {details.failed ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          The icon&apos;s details could not load. Check your connection and open it again.
        </Typography>
      ) : null}

      {data.status === 'ready' && selected ? (
        <DetailsBoundary
          key={details.attempt}
          onError={(error) => {
            console.warn("The icon's details could not load.", error);
            setDetailsOpen(false);
            setSelected(null);
            setDetails((previous) => ({ Component: lazyIconDetails(), attempt: previous.attempt + 1, failed: true }));
          }}
        >
          <React.Suspense fallback={null}>
            <details.Component
              open={detailsOpen}
              base={selected}
              theme={detailTheme ?? (selected && selectedThemes.includes(theme) ? theme : (selectedThemes[0] ?? theme))}
              themes={selectedThemes}
              nodesOf={(option) => (selected ? data.store.get(selected, option, componentName(selected, option)) : undefined)}
              onThemeChange={setDetailTheme}
              onClose={() => setDetailsOpen(false)}
            />
          </React.Suspense>
        </DetailsBoundary>
      ) : null}
    </Box>
  );
}
