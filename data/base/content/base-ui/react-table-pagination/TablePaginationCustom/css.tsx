import * as React from 'react';
import { TablePagination, LabelDisplayedRowsArgs } from '@mui/base/TablePagination';
import FirstPageRoundedIcon from '@mui/icons-material/FirstPageRounded';
import LastPageRoundedIcon from '@mui/icons-material/LastPageRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';

import classes from './css.module.css';

const CITIES = ['Rotterdam', 'Gdańsk', 'Valencia', 'Lyon', 'Antwerp', 'Porto', 'Hamburg', 'Turin', 'Brno', 'Aarhus', 'Ghent'];
const CARRIERS = ['Northline', 'Bluewave Freight', 'Kestrel Cargo'];
const STATUSES = ['In transit', 'Delivered', 'Delivered', 'Delayed', 'In transit'] as const;

// 27 shipments from fixed lists, so that server and browser render the same rows.
const SHIPMENTS = Array.from({ length: 27 }, (_, index) => ({
  id: `PK-${(73015 + index * 37).toString(36).toUpperCase()}`,
  destination: CITIES[(index * 4) % CITIES.length],
  carrier: CARRIERS[index % CARRIERS.length],
  weight: 2 + ((index * 17) % 45),
  status: STATUSES[(index * 3) % STATUSES.length],
}));

const ARIA_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

// The page-icon slots receive no props: small wrappers choose the icon's size.
const FirstIcon = () => <FirstPageRoundedIcon fontSize="small" />;
const BackIcon = () => <ChevronLeftRoundedIcon fontSize="small" />;
const NextIcon = () => <ChevronRightRoundedIcon fontSize="small" />;
const LastIcon = () => <LastPageRoundedIcon fontSize="small" />;

export default function TablePaginationCustom() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  // -1 is the value of the "All" option.
  const rows = rowsPerPage > 0 ? SHIPMENTS.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : SHIPMENTS;

  const labelDisplayedRows = ({ from, to, count }: LabelDisplayedRowsArgs) => {
    const pages = rowsPerPage > 0 ? Math.ceil(count / rowsPerPage) : 1;
    return `Page ${page + 1} of ${pages} · ${from}–${to} of ${count}`;
  };

  return (
    <div className={classes.frame}>
      <table aria-label="Outgoing shipments" className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Parcel</th>
            <th scope="col">Destination</th>
            <th scope="col">Carrier</th>
            <th scope="col" className={classes.numeric}>
              Weight
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((shipment) => (
            <tr key={shipment.id}>
              <td>{shipment.id}</td>
              <td>{shipment.destination}</td>
              <td>{shipment.carrier}</td>
              <td className={classes.numeric}>{shipment.weight} kg</td>
              <td>
                <span className={classes.status} data-status={shipment.status}>
                  {shipment.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={SHIPMENTS.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, 20, { label: 'All', value: -1 }]}
              labelRowsPerPage="Shipments per page"
              labelDisplayedRows={labelDisplayedRows}
              getItemAriaLabel={(type) => ARIA_LABELS[type]}
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
                  showFirstButton: true,
                  showLastButton: true,
                  slotProps: {
                    firstButton: { className: classes.pageButton },
                    backButton: { className: classes.pageButton },
                    nextButton: { className: classes.pageButton },
                    lastButton: { className: classes.pageButton },
                  },
                  slots: {
                    firstPageIcon: FirstIcon,
                    backPageIcon: BackIcon,
                    nextPageIcon: NextIcon,
                    lastPageIcon: LastIcon,
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
