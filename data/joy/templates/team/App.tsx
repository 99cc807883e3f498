import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import CssBaseline from '@mui/joy/CssBaseline';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider } from '@mui/joy/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import FilterListRoundedIcon from '@mui/icons-material/FilterListRounded';
import GridViewRoundedIcon from '@mui/icons-material/GridViewRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SortRoundedIcon from '@mui/icons-material/SortRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import EmptyState from './EmptyState';
import FilterPanel from './FilterPanel';
import Header from './Header';
import MessageDialog from './MessageDialog';
import PersonCard, { type View } from './PersonCard';
import ProfilePanel from './ProfilePanel';
import theme from './theme';
import useBreakpointUp from './useBreakpointUp';
import { visuallyHidden } from './visuallyHidden';
import { LOCATIONS, PEOPLE, TEAMS, personById, type Person } from './data';
import { NO_FILTERS, SORT_LABELS, activeFilterCount, teamCounts, visiblePeople, type Filters, type SortKey } from './filtering';

interface Notice {
  message: string;
  tone: 'success' | 'warning';
}

/** Side panels stay in view while the results scroll past them. */
const stickyPanelSx = {
  position: 'sticky',
  top: 16,
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  borderRadius: 'lg',
} as const;

export default function App() {
  const [query, setQuery] = React.useState('');
  const [filters, setFilters] = React.useState<Filters>(NO_FILTERS);
  const [sort, setSort] = React.useState<SortKey>('name');
  const [view, setView] = React.useState<View>('grid');
  const [selectedId, setSelectedId] = React.useState('ines-carvalho');
  // Phones and tablets show the filters and the profile in drawers, opened on a press.
  const [filtersOpen, setFiltersOpen] = React.useState(false);
  const [profileOpen, setProfileOpen] = React.useState(false);
  const [messageTo, setMessageTo] = React.useState<Person | null>(null);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const [noticeOpen, setNoticeOpen] = React.useState(false);

  const filtersBeside = useBreakpointUp('md');
  const profileBeside = useBreakpointUp('lg');
  const searchRef = React.useRef<HTMLInputElement>(null);
  const countRef = React.useRef<HTMLParagraphElement>(null);
  const drawerHeadingId = React.useId();
  const panelHeadingId = React.useId();
  const filtersTitleId = React.useId();
  const drawerFiltersTitleId = React.useId();

  const people = React.useMemo(() => visiblePeople(query, filters, sort), [query, filters, sort]);
  const counts = React.useMemo(() => teamCounts(query, filters), [query, filters]);
  const selected = personById(selectedId) ?? PEOPLE[0];
  const filterCount = activeFilterCount(filters);

  // A window widened past a breakpoint shows the panel beside the results: its drawer closes for good
  // (state adjusted while rendering, as React recommends over an effect).
  if (filtersBeside && filtersOpen) {
    setFiltersOpen(false);
  }
  if (profileBeside && profileOpen) {
    setProfileOpen(false);
  }

  const notify = (message: string, tone: Notice['tone'] = 'success') => {
    setNotice({ message, tone });
    setNoticeOpen(true);
  };

  const select = (person: Person) => {
    setSelectedId(person.id);
    if (!profileBeside) {
      setProfileOpen(true);
    }
  };

  const clearAll = () => {
    setQuery('');
    setFilters(NO_FILTERS);
    // The button that was pressed is gone with the empty state: focus lands on the new count.
    countRef.current?.focus();
  };

  const copyEmail = (person: Person) => {
    const failed = () => notify(`Copying is blocked in this browser. The address is ${person.email}.`, 'warning');
    if (!navigator.clipboard) {
      failed();
      return;
    }
    navigator.clipboard.writeText(person.email).then(() => notify(`Copied ${person.email}.`), failed);
  };

  const countText =
    people.length === PEOPLE.length
      ? `${PEOPLE.length} people`
      : `${people.length} of ${PEOPLE.length} ${PEOPLE.length === 1 ? 'person' : 'people'}`;

  const profileProps = {
    person: selected,
    onMessage: () => setMessageTo(selected),
    onCopyEmail: () => copyEmail(selected),
    onSelect: (person: Person) => setSelectedId(person.id),
  };

  return (
    // `mui-mode` is the documentation site's key: the template and the bar above it share one mode.
    // In your app, keep Joy's default key or choose your own.
    <CssVarsProvider theme={theme} defaultMode="system" modeStorageKey="mui-mode" disableTransitionOnChange>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header query={query} onQueryChange={setQuery} searchRef={searchRef} />

        <Box
          component="main"
          sx={{ flex: 1, width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 2, sm: 3, lg: 4 }, pt: { xs: 2.5, md: 4 }, pb: 6 }}
        >
          <Box sx={{ mb: { xs: 2, md: 3 } }}>
            <Typography level="h1" sx={{ fontSize: { xs: 'xl2', md: 'xl3' } }}>
              Team directory
            </Typography>
            <Typography level="body-md" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {PEOPLE.length} people in {TEAMS.length} teams and {LOCATIONS.length - 1} cities, plus those who work remotely.
            </Typography>
          </Box>

          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: '240px minmax(0, 1fr)',
                lg: '240px minmax(0, 1fr) 340px',
                xl: '260px minmax(0, 1fr) 380px',
              },
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Sheet
              component="aside"
              aria-labelledby={filtersTitleId}
              variant="outlined"
              sx={{ ...stickyPanelSx, display: { xs: 'none', md: 'block' }, p: 2 }}
            >
              <Typography id={filtersTitleId} level="title-md" component="h2" sx={{ mb: 2 }}>
                Filters
              </Typography>
              <FilterPanel filters={filters} onChange={setFilters} counts={counts} />
            </Sheet>

            <Box component="section" aria-label="People" sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, mb: 2 }}>
                <Button
                  size="sm"
                  variant="outlined"
                  color="neutral"
                  startDecorator={<FilterListRoundedIcon />}
                  endDecorator={
                    filterCount > 0 ? (
                      <Chip size="sm" variant="solid" color="primary">
                        {filterCount}
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          active
                        </Box>
                      </Chip>
                    ) : null
                  }
                  onClick={() => setFiltersOpen(true)}
                  sx={{ display: { md: 'none' } }}
                >
                  Filters
                </Button>
                <Typography
                  ref={countRef}
                  tabIndex={-1}
                  role="status"
                  level="body-sm"
                  sx={{
                    order: { xs: 3, sm: 0 },
                    flexBasis: { xs: '100%', sm: 'auto' },
                    mr: 'auto',
                    color: 'text.secondary',
                    fontWeight: 'md',
                    outline: 'none',
                  }}
                >
                  {people.length === 0 ? 'No one matches' : `Showing ${countText}`}
                </Typography>
                <FormControl
                  orientation="horizontal"
                  size="sm"
                  sx={{ alignItems: 'center', gap: 1, flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0 }}
                >
                  <FormLabel sx={{ m: 0, display: { xs: 'none', sm: 'inline' } }}>Sort by</FormLabel>
                  <Select<SortKey>
                    value={sort}
                    onChange={(_event, value) => value && setSort(value)}
                    startDecorator={<SortRoundedIcon />}
                    sx={{ flex: 1, minWidth: { xs: 0, sm: 150 } }}
                  >
                    {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
                      <Option key={key} value={key}>
                        {SORT_LABELS[key]}
                      </Option>
                    ))}
                  </Select>
                </FormControl>
                <ToggleButtonGroup
                  size="sm"
                  variant="outlined"
                  value={view}
                  onChange={(_event, value) => value && setView(value as View)}
                  aria-label="View"
                >
                  <IconButton value="grid" aria-label="Grid view">
                    <GridViewRoundedIcon />
                  </IconButton>
                  <IconButton value="list" aria-label="List view">
                    <ViewListRoundedIcon />
                  </IconButton>
                </ToggleButtonGroup>
              </Box>

              {people.length === 0 ? (
                <EmptyState query={query} hasFilters={filterCount > 0} onClear={clearAll} />
              ) : (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    p: 0,
                    display: 'grid',
                    gap: view === 'grid' ? 2 : 1,
                    gridTemplateColumns: view === 'grid' ? 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' : 'minmax(0, 1fr)',
                    '& > li': { display: 'flex', flexDirection: 'column', minWidth: 0 },
                    '& > li > *': { flex: 1 },
                  }}
                >
                  {people.map((person) => (
                    <li key={person.id}>
                      <PersonCard person={person} view={view} selected={person.id === selected.id} onSelect={select} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>

            <Sheet
              component="aside"
              aria-labelledby={panelHeadingId}
              data-scroll-panel
              variant="outlined"
              sx={{ ...stickyPanelSx, display: { xs: 'none', lg: 'block' }, p: 2.5 }}
            >
              <ProfilePanel {...profileProps} headingId={panelHeadingId} />
            </Sheet>
          </Box>
        </Box>
      </Box>

      <Drawer
        open={filtersOpen && !filtersBeside}
        onClose={() => setFiltersOpen(false)}
        anchor="left"
        slotProps={{ content: { 'aria-labelledby': drawerFiltersTitleId, sx: { '--Drawer-horizontalSize': 'min(340px, 90vw)' } } }}
      >
        <ModalClose aria-label="Close filters" />
        <DialogTitle id={drawerFiltersTitleId} component="h2" sx={{ px: 2, pt: 2, pb: 1.5 }}>
          Filters
        </DialogTitle>
        <Box sx={{ px: 2, pb: 2, flex: 1, overflowY: 'auto' }}>
          <FilterPanel filters={filters} onChange={setFilters} counts={counts} inDrawer />
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button fullWidth onClick={() => setFiltersOpen(false)}>
            {people.length === 0 ? 'Show results (none)' : `Show ${people.length} ${people.length === 1 ? 'person' : 'people'}`}
          </Button>
        </Box>
      </Drawer>

      <Drawer
        open={profileOpen && !profileBeside}
        onClose={() => setProfileOpen(false)}
        anchor="right"
        slotProps={{ content: { 'aria-labelledby': drawerHeadingId, sx: { '--Drawer-horizontalSize': 'min(420px, 100vw)' } } }}
      >
        <ModalClose aria-label="Close profile" />
        <Box data-scroll-panel sx={{ p: 2.5, pt: 3, overflowY: 'auto' }}>
          <ProfilePanel {...profileProps} headingId={drawerHeadingId} />
        </Box>
      </Drawer>

      {messageTo ? (
        <MessageDialog
          person={messageTo}
          onClose={() => setMessageTo(null)}
          onSent={(person) => {
            setMessageTo(null);
            notify(`Message sent to ${person.name}. A demo: it stays in your browser.`);
          }}
        />
      ) : null}

      <Snackbar
        open={noticeOpen}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setNoticeOpen(false);
          }
        }}
        autoHideDuration={5000}
        variant="soft"
        color={notice?.tone ?? 'success'}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        startDecorator={notice?.tone === 'warning' ? <InfoOutlinedIcon /> : <CheckCircleRoundedIcon />}
        endDecorator={
          <IconButton size="sm" variant="plain" color={notice?.tone ?? 'success'} aria-label="Dismiss" onClick={() => setNoticeOpen(false)}>
            <CloseRoundedIcon />
          </IconButton>
        }
      >
        {notice?.message}
      </Snackbar>
      {/* The Snackbar comes and goes; this region stays, so screen readers hear each notice. */}
      <Box role="status" sx={visuallyHidden}>
        {noticeOpen ? notice?.message : ''}
      </Box>
    </CssVarsProvider>
  );
}
