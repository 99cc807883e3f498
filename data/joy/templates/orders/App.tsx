import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import CssBaseline from '@mui/joy/CssBaseline';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider } from '@mui/joy/styles';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import BulkActions from './BulkActions';
import ColorSchemeToggle from './ColorSchemeToggle';
import ConfirmDialog, { type PendingChange } from './ConfirmDialog';
import { ORDERS, TODAY, type Order, type OrderStatus } from './data';
import Logo from './Logo';
import Navigation from './Navigation';
import OrderDrawer from './OrderDrawer';
import OrderFilters from './OrderFilters';
import OrderList from './OrderList';
import OrderTable from './OrderTable';
import Pager, { PAGE_SIZES } from './Pager';
import { filterOrders, NO_FILTERS, ordersToCsv, downloadText, sortOrders, summarize, type Filters, type Sort, type SortKey } from './query';
import type { ActionHandler } from './RowMenu';
import SummaryCards from './SummaryCards';
import theme from './theme';
import visuallyHidden from './visuallyHidden';

const HEADER_HEIGHT = 60;

const RESULT: Record<OrderStatus, string> = {
  paid: 'marked as paid',
  pending: 'marked as pending',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

export default function App() {
  const [orders, setOrders] = React.useState<Order[]>(ORDERS);
  const [filters, setFilters] = React.useState<Filters>(NO_FILTERS);
  const [sort, setSort] = React.useState<Sort>({ key: 'placedAt', direction: 'desc' });
  const [page, setPage] = React.useState(0);
  const [pageSize, setPageSize] = React.useState(PAGE_SIZES[0]);
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const [detail, setDetail] = React.useState<{ id: string; open: boolean } | null>(null);
  const [change, setChange] = React.useState<PendingChange | null>(null);
  const [navOpen, setNavOpen] = React.useState(false);
  const [notice, setNotice] = React.useState('');
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const detailTitleRef = React.useRef<HTMLHeadingElement>(null);

  // Where focus goes once a dialog has closed or an action has run: the control that started it or,
  // when that control is gone (a row filtered away, a button its own action removed), the heading
  // of the order drawer if it is open, else the page's.
  const focusAfterRender = React.useRef<HTMLElement | null | undefined>(undefined);
  const detailOpen = Boolean(detail?.open);
  React.useEffect(() => {
    const target = focusAfterRender.current;
    if (target === undefined) {
      return;
    }
    focusAfterRender.current = undefined;
    const shown = target?.isConnected && target.getClientRects().length > 0;
    (shown ? target : (detailOpen ? detailTitleRef : headingRef).current)?.focus();
  });
  const detailOpener = React.useRef<HTMLElement | null>(null);
  const changeOpener = React.useRef<HTMLElement | null>(null);

  const summary = React.useMemo(() => summarize(orders), [orders]);
  const rows = React.useMemo(() => sortOrders(filterOrders(orders, filters), sort), [orders, filters, sort]);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const currentPage = Math.min(page, pageCount - 1);
  const pageRows = rows.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
  // Only rows the filters show count as selected: what you see is what a bulk action changes.
  const selectedRows = rows.filter((order) => selected.has(order.id));
  const detailOrder = detail ? (orders.find((order) => order.id === detail.id) ?? null) : null;

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(0);
  };

  const changeSort = (key: SortKey) => {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : // Newest, biggest first; names and numbers from the top.
          { key, direction: key === 'placedAt' || key === 'total' ? 'desc' : 'asc' },
    );
    setPage(0);
  };

  const select = (ids: string[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
      return next;
    });
  };

  const setStatus = (changed: Order[], status: OrderStatus) => {
    const ids = new Set(changed.map((order) => order.id));
    setOrders((current) => current.map((order) => (ids.has(order.id) ? { ...order, status } : order)));
    setSelected((current) => new Set([...current].filter((id) => !ids.has(id))));
    setNotice(changed.length === 1 ? `Order ${changed[0].id} ${RESULT[status]}.` : `${changed.length} orders ${RESULT[status]}.`);
  };

  const handleAction: ActionHandler = (action, targets, trigger) => {
    if (action === 'view') {
      detailOpener.current = trigger;
      setDetail({ id: targets[0].id, open: true });
    } else if (action === 'markPaid') {
      setStatus(targets, 'paid');
      focusAfterRender.current = trigger;
    } else {
      changeOpener.current = trigger;
      setChange({ kind: action, orders: targets });
    }
  };

  const closeDetail = () => {
    setDetail((current) => (current ? { ...current, open: false } : null));
    focusAfterRender.current = detailOpener.current;
  };

  const closeChange = () => {
    setChange(null);
    focusAfterRender.current = changeOpener.current;
  };

  const confirmChange = ({ kind, orders: targets }: PendingChange) => {
    setStatus(targets, kind === 'refund' ? 'refunded' : 'cancelled');
    closeChange();
  };

  const exportCsv = () => {
    const fileName = `orders-${TODAY}.csv`;
    downloadText(fileName, ordersToCsv(rows));
    setNotice(`${rows.length} ${rows.length === 1 ? 'order' : 'orders'} exported to ${fileName}.`);
  };

  const otherPage = (name: string) => {
    setNavOpen(false);
    setNotice(`${name} is not part of this demo: only Orders is.`);
  };

  const pending = orders.filter((order) => order.status === 'pending').length;

  return (
    // `mui-mode` is the documentation site's key: the template and the bar above it share one mode.
    // In your app, keep Joy's default key or choose your own.
    <CssVarsProvider theme={theme} defaultMode="system" modeStorageKey="mui-mode" disableTransitionOnChange>
      <CssBaseline />
      <Sheet
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 11,
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, md: 3 },
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <IconButton
          variant="outlined"
          color="neutral"
          size="sm"
          aria-label="Open navigation"
          aria-expanded={navOpen}
          onClick={() => setNavOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuRoundedIcon />
        </IconButton>
        <Logo />
        <Box sx={{ flex: 1 }} />
        <ColorSchemeToggle />
      </Sheet>

      <Drawer
        open={navOpen}
        onClose={() => setNavOpen(false)}
        size="sm"
        slotProps={{ content: { 'aria-label': 'Navigation', sx: { p: 2 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40, mb: 1 }}>
          <Logo />
        </Box>
        <ModalClose aria-label="Close navigation" />
        <Box component="nav" aria-label="Shop" sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <Navigation pending={pending} onOtherPage={otherPage} onCurrentPage={() => setNavOpen(false)} />
        </Box>
      </Drawer>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`,
        }}
      >
        {/* The column runs the page's full height; the navigation in it stays in view. */}
        <Sheet sx={{ display: { xs: 'none', md: 'block' }, borderRight: '1px solid', borderColor: 'divider' }}>
          <Box
            component="nav"
            aria-label="Shop"
            sx={{
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100dvh - ${HEADER_HEIGHT}px)`,
              overflow: 'auto',
              p: 2,
            }}
          >
            <Navigation pending={pending} onOtherPage={otherPage} />
          </Box>
        </Sheet>

        <Box
          component="main"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: { xs: 2, sm: 3 },
            px: { xs: 2, sm: 3, lg: 4 },
            pt: { xs: 2, sm: 3 },
            pb: 6,
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            minWidth: 0,
          }}
        >
          <Breadcrumbs aria-label="Breadcrumbs" size="sm" separator={<ChevronRightRoundedIcon fontSize="small" />} sx={{ p: 0 }}>
            <Link component="button" type="button" color="neutral" aria-label="Home" onClick={() => otherPage('Home')}>
              <HomeRoundedIcon fontSize="small" />
            </Link>
            <Link component="button" type="button" color="neutral" onClick={() => otherPage('Dashboard')}>
              Dashboard
            </Link>
            <Typography color="primary" aria-current="page" sx={{ fontWeight: 'lg' }}>
              Orders
            </Typography>
          </Breadcrumbs>

          <Box
            sx={{
              display: 'flex',
              alignItems: { xs: 'flex-start', sm: 'flex-end' },
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <div>
              <Typography level="h1" ref={headingRef} tabIndex={-1} sx={{ fontSize: { xs: 'xl2', sm: 'xl3' }, outline: 'none' }}>
                Orders
              </Typography>
              <Typography level="body-sm" sx={{ mt: 0.5 }}>
                The last 30 days of the online shop, up to today, March 14.
              </Typography>
            </div>
            <Button startDecorator={<DownloadRoundedIcon />} onClick={exportCsv} disabled={rows.length === 0}>
              Export CSV
            </Button>
          </Box>

          <SummaryCards summary={summary} />

          <Box component="section" aria-labelledby="orders-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography id="orders-heading" level="title-lg" component="h2" sx={visuallyHidden}>
              All orders
            </Typography>
            <OrderFilters filters={filters} onChange={changeFilters} />

            <BulkActions
              selected={selectedRows}
              onAction={handleAction}
              onClear={() => setSelected(new Set())}
              sx={{ display: { xs: 'none', md: selectedRows.length ? 'flex' : 'none' } }}
            />

            {rows.length === 0 ? (
              <Sheet
                variant="outlined"
                sx={{
                  borderRadius: 'md',
                  p: 5,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 1.5,
                  textAlign: 'center',
                }}
              >
                <SearchOffRoundedIcon sx={{ fontSize: 'xl3', color: 'text.tertiary' }} />
                <Typography level="title-md">No orders match these filters</Typography>
                <Typography level="body-sm">Try another spelling, or widen the status and customer.</Typography>
                <Button variant="outlined" color="neutral" size="sm" onClick={() => changeFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              </Sheet>
            ) : (
              <>
                <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                  <OrderTable
                    rows={pageRows}
                    selected={selected}
                    onSelect={select}
                    sort={sort}
                    onSort={changeSort}
                    onAction={handleAction}
                  />
                </Box>
                <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                  <OrderList rows={pageRows} onAction={handleAction} />
                </Box>
              </>
            )}

            <Pager
              page={currentPage}
              pageSize={pageSize}
              count={rows.length}
              onPage={setPage}
              onPageSize={(size) => {
                setPageSize(size);
                setPage(0);
              }}
            />
          </Box>
        </Box>
      </Box>

      <OrderDrawer order={detailOrder} open={detailOpen} onClose={closeDetail} onAction={handleAction} titleRef={detailTitleRef} />
      <ConfirmDialog change={change} onConfirm={confirmChange} onClose={closeChange} />

      {/* Always in the page, so screen readers hear each change; the snackbar shows it. */}
      <Box role="status" sx={visuallyHidden}>
        {notice}
      </Box>
      <Snackbar
        open={Boolean(notice)}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice('')}
        autoHideDuration={4000}
        variant="soft"
        color="neutral"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // On a phone, above the order drawer's buttons rather than over them.
        sx={{ bottom: { xs: 88, sm: 24 }, maxWidth: 'calc(100vw - 32px)' }}
      >
        {notice}
      </Snackbar>
    </CssVarsProvider>
  );
}
