import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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

const cell = 'px-3.5 py-2.5 text-left whitespace-nowrap';
const head = `${cell} [border-bottom:1px_solid_#e5e7eb] bg-gray-50 font-semibold text-gray-700 dark:[border-bottom-color:#374151] dark:bg-gray-900 dark:text-gray-300`;
const body = `${cell} [border-bottom:1px_solid_#e5e7eb] dark:[border-bottom-color:#374151]`;
const pageButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-md border border-solid border-gray-300 bg-transparent p-0 font-[inherit] text-inherit enabled:hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-45 dark:border-gray-600 dark:enabled:hover:bg-gray-800 dark:focus-visible:outline-blue-300';

export default function TablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const rows = ORDERS.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    // Wide tables scroll sideways inside the frame on a narrow screen instead of widening the page.
    <div className="@container overflow-x-auto rounded-xl border border-solid border-gray-300 dark:border-gray-600">
      <table aria-label="Recent orders" className="w-full min-w-[560px] border-collapse text-sm text-gray-900 dark:text-gray-100">
        <thead>
          <tr>
            <th scope="col" className={head}>
              Order
            </th>
            <th scope="col" className={head}>
              Customer
            </th>
            <th scope="col" className={head}>
              Date
            </th>
            <th scope="col" className={`${head} text-right`}>
              Total
            </th>
            <th scope="col" className={head}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id}>
              <td className={body}>{order.id}</td>
              <td className={body}>{order.customer}</td>
              <td className={body}>{order.date}</td>
              <td className={`${body} text-right tabular-nums`}>{currency.format(order.total)}</td>
              <td className={body}>{order.status}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={ORDERS.length}
              page={page}
              rowsPerPage={rowsPerPage}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              slotProps={{
                // As wide as the frame (100cqw) and sticky, the toolbar stays in view while a wide table scrolls.
                toolbar: {
                  className: 'sticky left-0 box-border flex w-[100cqw] flex-wrap items-center justify-end gap-x-4 gap-y-2 px-3 py-2',
                },
                spacer: { className: 'hidden' },
                selectLabel: { className: 'm-0 text-gray-600 dark:text-gray-300' },
                select: {
                  className:
                    'cursor-pointer rounded-md border border-solid border-gray-500 bg-transparent px-1.5 py-1 font-[inherit] text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:border-gray-400 dark:scheme-dark dark:focus-visible:outline-blue-300',
                },
                displayedRows: { 'aria-live': 'polite', className: 'm-0 text-gray-600 dark:text-gray-300' },
                actions: {
                  className: 'flex gap-1',
                  slotProps: {
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
                  },
                },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
