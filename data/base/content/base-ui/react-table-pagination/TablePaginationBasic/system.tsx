import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const CUSTOMERS = [
  'Lena Fischer',
  'Omar Haddad',
  'Priya Raman',
  'Jonas Berg',
  'Ana Souza',
  'Kwame Mensah',
  'Yuki Tanaka',
  'Sofia Marino',
  'Daniel Okafor',
  'Mei Lin',
  'Carlos Vega',
  'Ingrid Nilsen',
  'Tariq Aziz',
];
const STATUSES = ['Paid', 'Shipped', 'Pending', 'Paid', 'Refunded', 'Shipped'];
const TOTALS = [24.9, 189, 62.5, 310.75, 48, 129.99, 15.5, 74.2, 402.1, 96, 231.45, 58.8, 143.6];

// 42 orders, newest first, built from fixed lists so that server and browser render the same rows.
const ORDERS = Array.from({ length: 42 }, (_, index) => ({
  id: `SO-${4871 - index}`,
  customer: CUSTOMERS[(index * 5) % CUSTOMERS.length],
  date: `${28 - Math.floor(index / 2)} Mar 2025`,
  total: TOTALS[(index * 4) % TOTALS.length],
  status: STATUSES[(index * 7) % STATUSES.length],
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function TablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const rows = ORDERS.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Frame>
      <Table aria-label="Recent orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Date</th>
            <th scope="col" className="numeric">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.customer}</td>
              <td>{order.date}</td>
              <td className="numeric">{currency.format(order.total)}</td>
              <td>{order.status}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Pagination
              count={ORDERS.length}
              page={page}
              rowsPerPage={rowsPerPage}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              slotProps={{ displayedRows: { 'aria-live': 'polite' } }}
            />
          </tr>
        </tfoot>
      </Table>
    </Frame>
  );
}

// Wide tables scroll sideways inside the frame on a narrow screen instead of widening the page.
const Frame = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  containerType: 'inline-size',
  border: '1px solid #d1d5db',
  borderRadius: 12,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  minWidth: 560,
  borderCollapse: 'collapse',
  fontSize: 14,
  color: '#111827',
  '& thead th, & tbody td': {
    padding: '10px 14px',
    borderBottom: '1px solid #e5e7eb',
    textAlign: 'left',
    whiteSpace: 'nowrap',
  },
  '& thead th': { backgroundColor: '#f9fafb', color: '#374151', fontWeight: 600 },
  '& thead .numeric, & tbody .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& thead th': { backgroundColor: '#111827', color: '#d1d5db' },
    '& thead th, & tbody td': { borderBottomColor: '#374151' },
  }),
}));

const Pagination = styled(TablePagination)(({ theme }) => ({
  // As wide as the frame (100cqw) and sticky, the toolbar stays in view while a wide table scrolls.
  '& .base-TablePagination-toolbar': {
    position: 'sticky',
    left: 0,
    boxSizing: 'border-box',
    width: '100cqw',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '8px 16px',
    padding: '8px 12px',
  },
  '& .base-TablePagination-spacer': { display: 'none' },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': {
    margin: 0,
    color: '#4b5563',
  },
  '& .base-TablePagination-select': {
    padding: '4px 6px',
    border: '1px solid #6b7280',
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
  '& .base-TablePagination-actions button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: '1px solid #d1d5db',
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: '#f3f4f6' },
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
  ...theme.applyStyles('dark', {
    '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': { color: '#d1d5db' },
    // The native list of options follows the page's scheme.
    '& .base-TablePagination-select': { borderColor: '#9ca3af', colorScheme: 'dark' },
    '& .base-TablePagination-select:focus-visible': { outlineColor: '#93c5fd' },
    '& .base-TablePagination-actions button': { borderColor: '#4b5563' },
    '& .base-TablePagination-actions button:hover:not(:disabled)': { backgroundColor: '#1f2937' },
    '& .base-TablePagination-actions button:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));
