/**
 * The default theme pages' explorer: a library's whole default theme object in each colour scheme,
 * built by the installed library when the tool runs, as a searchable WAI-ARIA tree with each value
 * and its path to copy. Only the open branches are rendered.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { copy } from '../../utils/clipboard';
import type { CopyOutcome } from './CopyTextButton';
import EntryDetails from './EntryDetails';
import ThemeTreeView from './ThemeTreeView';
import type { ThemeMode, ThemeSource } from './defaultThemes';
import { PAGE_SIZE, visibleRows, type Row } from './rows';
import { MAX_QUERY_LENGTH, normalizeQuery, searchTree } from './search';
import { statusText } from './status';
import { branchIds, buildTree } from './themeTree';

/** How long typing pauses before the tree and the status follow. */
const SEARCH_DELAY_MS = 150;

/** What is open in the tree: the branches, and how far each long branch is paged. */
interface View {
  expanded: ReadonlySet<string>;
  pages: ReadonlyMap<string, number>;
}

const CLOSED: View = { expanded: new Set(), pages: new Map() };

export default function ThemeExplorerView({ source }: { source: ThemeSource }) {
  const id = React.useId();
  const rtl = useTheme().direction === 'rtl';
  const [mode, setMode] = React.useState<ThemeMode>('light');
  const [query, setQuery] = React.useState('');
  // The query the tree follows: the field's, once typing pauses.
  const [searched, setSearched] = React.useState('');
  // Browsing and searching open the tree separately: clearing the search goes back to what was open.
  const [browseView, setBrowseView] = React.useState<View>(CLOSED);
  const [searchView, setSearchView] = React.useState<{ key: string; view: View } | null>(null);
  const [activeId, setActiveId] = React.useState<string | null>(null);
  const [selectedId, setSelectedId] = React.useState<string | null>(null);
  const [copyMessage, setCopyMessage] = React.useState('');

  const tree = React.useMemo(() => buildTree(source.build(mode)), [source, mode]);
  const search = React.useMemo(() => searchTree(tree, searched), [tree, searched]);
  const searchKey = `${mode}\n${normalizeQuery(searched)}`;
  // A new search opens the ancestors of its matches.
  const searchStart = React.useMemo<View | null>(() => (search ? { expanded: search.expand, pages: CLOSED.pages } : null), [search]);
  const view = searchStart ? (searchView?.key === searchKey ? searchView.view : searchStart) : browseView;
  const rows = React.useMemo(
    () => visibleRows(tree, { expanded: view.expanded, shown: search?.shown ?? null, pages: view.pages }),
    [tree, view, search],
  );

  React.useEffect(() => {
    if (query === searched) {
      return undefined;
    }
    const timer = window.setTimeout(() => setSearched(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, searched]);

  const changeView = (change: (current: View) => View) => {
    if (search) {
      setSearchView({ key: searchKey, view: change(view) });
    } else {
      setBrowseView(change);
    }
  };

  const expand = (ids: readonly string[]) => changeView((current) => ({ ...current, expanded: new Set([...current.expanded, ...ids]) }));
  const collapse = (branch: string) =>
    changeView((current) => ({ ...current, expanded: new Set([...current.expanded].filter((open) => open !== branch)) }));
  const showMore = (row: Extract<Row, { type: 'more' }>) =>
    changeView((current) => ({ ...current, pages: new Map(current.pages).set(row.parent, row.shown + PAGE_SIZE) }));
  const expandAll = () =>
    changeView((current) => ({
      ...current,
      expanded: new Set(search ? branchIds(tree).filter((branch) => search.shown.has(branch)) : branchIds(tree)),
    }));
  const collapseAll = () => changeView((current) => ({ ...current, expanded: new Set() }));

  const announceCopy = (outcome: CopyOutcome, path: string) =>
    setCopyMessage(outcome === 'copied' ? `Copied ${path}` : 'The clipboard is not available: select the path and copy it.');

  const select = (rowId: string) => {
    setActiveId(rowId);
    if (tree.nodes.has(rowId)) {
      setSelectedId(rowId);
      setCopyMessage('');
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, rowGap: 1 }}>
        <FormControl sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <InputLabel htmlFor={`${id}-query`}>Search the theme</InputLabel>
          <OutlinedInput
            id={`${id}-query`}
            label="Search the theme"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
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
          <FormHelperText id={`${id}-hint`}>
            By path or value: {source.examples.map((example) => `“${example}”`).join(', ')}.
          </FormHelperText>
        </FormControl>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={mode === 'dark'}
              onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
              slotProps={{ input: { role: 'switch' } }}
            />
          }
          label="Dark theme"
        />
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography role="status" sx={{ flex: '1 1 240px', fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
          {statusText(tree, search, searched, mode)}
        </Typography>
        <Button variant="outlined" size="small" onClick={expandAll}>
          Expand all
        </Button>
        <Button variant="outlined" size="small" onClick={collapseAll}>
          Collapse all
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mt: -1 }}>
        <code>{source.calls[mode]}</code> of {source.library} {source.version}
      </Typography>

      <EntryDetails node={selectedId ? tree.nodes.get(selectedId) : undefined} message={copyMessage} onCopy={announceCopy} />

      <Box
        sx={{
          maxHeight: { xs: 480, md: 640 },
          overflowY: 'auto',
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        {rows.length > 0 ? (
          <ThemeTreeView
            tree={tree}
            rows={rows}
            activeId={activeId}
            selectedId={selectedId}
            matches={search?.matches ?? null}
            label={`Default theme, ${mode}`}
            describedBy={`${id}-keys`}
            rtl={rtl}
            onActiveChange={select}
            onExpand={expand}
            onCollapse={collapse}
            onShowMore={showMore}
            onActivateEntry={(entry) =>
              copy(entry).then(
                () => announceCopy('copied', entry),
                () => announceCopy('failed', entry),
              )
            }
          />
        ) : (
          <Typography sx={{ p: 1.5, color: 'text.secondary' }}>Nothing to show: change or clear the search.</Typography>
        )}
      </Box>
      <Typography id={`${id}-keys`} variant="caption" sx={{ color: 'text.secondary', mt: -0.5 }}>
        In the tree: ↑ ↓ move, → opens, ← closes or goes up, Home and End go to the ends, * opens a level, a letter jumps to a name, Enter
        copies a value&apos;s path.
      </Typography>
    </Box>
  );
}
