import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { ORDERS, type Order, type OrderStatus } from './data';
import { formatCurrency, formatDate, initials } from './format';

type SortKey = 'id' | 'customer' | 'date' | 'status' | 'total';
type Direction = 'asc' | 'desc';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'id', label: 'Order' },
  { key: 'customer', label: 'Customer' },
  { key: 'date', label: 'Date' },
  { key: 'status', label: 'Status' },
  { key: 'total', label: 'Total', numeric: true },
];

const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  Paid: 'success',
  Processing: 'info',
  Shipped: 'primary',
  Refunded: 'warning',
  Cancelled: 'error',
};

function compare(a: Order, b: Order, key: SortKey) {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  // ISO dates and order numbers sort correctly as text.
  return String(left).localeCompare(String(right));
}

interface OrdersTableProps {
  /** Text from the search field in the app bar. */
  search: string;
}

export default function OrdersTable({ search }: OrdersTableProps) {
  const [sortKey, setSortKey] = React.useState<SortKey>('date');
  const [direction, setDirection] = React.useState<Direction>('desc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const query = search.trim().toLowerCase();
  const rows = React.useMemo(() => {
    const matching = ORDERS.filter(
      (order) => !query || order.customer.toLowerCase().includes(query) || order.id.toLowerCase().includes(query),
    );
    // Ties (same date, same status) keep a stable, predictable order: newest order number first.
    return matching.sort((a, b) => (direction === 'asc' ? 1 : -1) * compare(a, b, sortKey) || b.id.localeCompare(a.id));
  }, [query, sortKey, direction]);

  // A new search starts again at the first page.
  const [lastQuery, setLastQuery] = React.useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setPage(0);
  }

  const sortBy = (key: SortKey) => {
    const sameKey = key === sortKey;
    setSortKey(key);
    // A new column starts with the order a reader most often wants: newest dates and largest totals first.
    setDirection(sameKey ? (direction === 'asc' ? 'desc' : 'asc') : key === 'date' || key === 'total' ? 'desc' : 'asc');
    setPage(0);
  };

  const visible = rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Card component="section" id="orders" aria-labelledby="orders-title" sx={{ scrollMarginTop: 80 }}>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id="orders-title" variant="h2">
          Recent orders
        </Typography>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {query ? `${rows.length} of ${ORDERS.length} orders match “${search.trim()}”` : `${ORDERS.length} orders in the last 10 days`}
        </Typography>
      </Box>
      {/* The table scrolls inside its container on a phone instead of widening the page. */}
      <TableContainer>
        <Table aria-labelledby="orders-title" sx={{ minWidth: 600 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sortKey === column.key ? direction : false}
                >
                  <TableSortLabel
                    active={sortKey === column.key}
                    direction={sortKey === column.key ? direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {order.id}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar
                      aria-hidden="true"
                      sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'action.selected', color: 'text.primary' }}
                    >
                      {initials(order.customer)}
                    </Avatar>
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {order.customer}
                    </Box>
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.date)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={STATUS_COLOR[order.status]} label={order.status} />
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(order.total)}
                </TableCell>
              </TableRow>
            ))}
            {visible.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  No orders match “{search.trim()}”. Try a customer’s name or an order number such as TS-10477.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Rows"
      />
    </Card>
  );
}
