import * as React from 'react';
import { TablePagination, LabelDisplayedRowsArgs } from '@mui/base/TablePagination';
import FirstPageRoundedIcon from '@mui/icons-material/FirstPageRounded';
import LastPageRoundedIcon from '@mui/icons-material/LastPageRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';

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

const cell = 'px-3.5 py-2.5 text-left whitespace-nowrap [border-bottom:1px_solid_#e5e7eb] dark:[border-bottom-color:#374151]';
const head = `${cell} text-xs font-semibold tracking-[0.04em] text-gray-600 uppercase dark:text-gray-300`;

const STATUS_CLASSES: Record<(typeof STATUSES)[number], string> = {
  Delivered: 'bg-green-100 text-green-800 dark:bg-green-500/16 dark:text-green-300',
  'In transit': 'bg-blue-100 text-blue-800 dark:bg-blue-500/18 dark:text-blue-300',
  Delayed: 'bg-amber-100 text-amber-800 dark:bg-amber-500/16 dark:text-amber-300',
};

const pageButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent p-0 text-blue-700 enabled:hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:text-gray-400 dark:text-blue-300 dark:enabled:hover:bg-blue-300/12 dark:focus-visible:outline-blue-300 dark:disabled:text-gray-500';

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
    // Wide tables scroll sideways inside the frame on a narrow screen instead of widening the page.
    <div className="@container overflow-x-auto rounded-xl border border-solid border-gray-300 dark:border-gray-600">
      <table aria-label="Outgoing shipments" className="w-full min-w-[600px] border-collapse text-sm text-gray-900 dark:text-gray-100">
        <thead>
          <tr>
            <th scope="col" className={head}>
              Parcel
            </th>
            <th scope="col" className={head}>
              Destination
            </th>
            <th scope="col" className={head}>
              Carrier
            </th>
            <th scope="col" className={`${head} text-right`}>
              Weight
            </th>
            <th scope="col" className={head}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((shipment) => (
            <tr key={shipment.id}>
              <td className={cell}>{shipment.id}</td>
              <td className={cell}>{shipment.destination}</td>
              <td className={cell}>{shipment.carrier}</td>
              <td className={`${cell} text-right tabular-nums`}>{shipment.weight} kg</td>
              <td className={cell}>
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[shipment.status]}`}>
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
                // As wide as the frame (100cqw) and sticky, the toolbar stays in view while a wide table scrolls.
                toolbar: {
                  className: 'sticky left-0 box-border flex w-[100cqw] flex-wrap items-center justify-end gap-x-4 gap-y-2 px-3 py-2.5',
                },
                spacer: { className: 'hidden' },
                selectLabel: { className: 'm-0 text-gray-600 dark:text-gray-300' },
                select: {
                  className:
                    'cursor-pointer rounded-full border border-solid border-gray-500 bg-transparent px-1.5 py-1 font-[inherit] text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:border-gray-400 dark:scheme-dark dark:focus-visible:outline-blue-300',
                },
                displayedRows: { 'aria-live': 'polite', className: 'm-0 text-gray-600 dark:text-gray-300' },
                actions: {
                  className: 'flex gap-0.5',
                  showFirstButton: true,
                  showLastButton: true,
                  slotProps: {
                    firstButton: { className: pageButton },
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
                    lastButton: { className: pageButton },
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
