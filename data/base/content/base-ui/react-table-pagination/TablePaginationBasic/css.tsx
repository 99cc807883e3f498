import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import classes from './css.module.css';

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
    <div className={classes.frame}>
      <table aria-label="Recent orders" className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Date</th>
            <th scope="col" className={classes.numeric}>
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
              <td className={classes.numeric}>{currency.format(order.total)}</td>
              <td>{order.status}</td>
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
                toolbar: { className: classes.toolbar },
                spacer: { className: classes.spacer },
                selectLabel: { className: classes.label },
                select: { className: classes.select },
                displayedRows: { 'aria-live': 'polite', className: classes.label },
                actions: {
                  className: classes.actions,
                  slotProps: {
                    backButton: { className: classes.pageButton },
                    nextButton: { className: classes.pageButton },
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
