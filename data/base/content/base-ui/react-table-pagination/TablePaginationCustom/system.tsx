import * as React from 'react';
import { TablePagination, LabelDisplayedRowsArgs } from '@mui/base/TablePagination';
import { styled } from '@mui/system';
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
    <Frame>
      <Table aria-label="Outgoing shipments">
        <thead>
          <tr>
            <th scope="col">Parcel</th>
            <th scope="col">Destination</th>
            <th scope="col">Carrier</th>
            <th scope="col" className="numeric">
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
              <td className="numeric">{shipment.weight} kg</td>
              <td>
                <Status data-status={shipment.status}>{shipment.status}</Status>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Pagination
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
                displayedRows: { 'aria-live': 'polite' },
                actions: {
                  showFirstButton: true,
                  showLastButton: true,
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
  minWidth: 600,
  borderCollapse: 'collapse',
  fontSize: 14,
  color: '#111827',
  '& thead th, & tbody td': {
    padding: '10px 14px',
    borderBottom: '1px solid #e5e7eb',
    textAlign: 'left',
    whiteSpace: 'nowrap',
  },
  '& thead th': { color: '#4b5563', fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' },
  '& thead .numeric, & tbody .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& thead th': { color: '#d1d5db' },
    '& thead th, & tbody td': { borderBottomColor: '#374151' },
  }),
}));

const Status = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  '&[data-status="Delivered"]': { backgroundColor: '#dcfce7', color: '#166534' },
  '&[data-status="In transit"]': { backgroundColor: '#dbeafe', color: '#1e40af' },
  '&[data-status="Delayed"]': { backgroundColor: '#fef3c7', color: '#92400e' },
  ...theme.applyStyles('dark', {
    '&[data-status="Delivered"]': { backgroundColor: 'rgba(34, 197, 94, 0.16)', color: '#86efac' },
    '&[data-status="In transit"]': { backgroundColor: 'rgba(59, 130, 246, 0.18)', color: '#93c5fd' },
    '&[data-status="Delayed"]': { backgroundColor: 'rgba(245, 158, 11, 0.16)', color: '#fcd34d' },
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
    padding: '10px 12px',
  },
  '& .base-TablePagination-spacer': { display: 'none' },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': {
    margin: 0,
    color: '#4b5563',
  },
  '& .base-TablePagination-select': {
    padding: '4px 6px',
    border: '1px solid #6b7280',
    borderRadius: 999,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  },
  '& .base-TablePagination-actions': { display: 'flex', gap: 2 },
  '& .base-TablePagination-actions button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: '#1d4ed8',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: '#eff6ff' },
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
    '&:disabled': { color: '#9ca3af', cursor: 'not-allowed' },
  },
  ...theme.applyStyles('dark', {
    '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': { color: '#d1d5db' },
    // The native list of options follows the page's scheme.
    '& .base-TablePagination-select': { borderColor: '#9ca3af', colorScheme: 'dark' },
    '& .base-TablePagination-select:focus-visible': { outlineColor: '#93c5fd' },
    '& .base-TablePagination-actions button': { color: '#93c5fd' },
    '& .base-TablePagination-actions button:hover:not(:disabled)': { backgroundColor: 'rgba(147, 197, 253, 0.12)' },
    '& .base-TablePagination-actions button:focus-visible': { outlineColor: '#93c5fd' },
    '& .base-TablePagination-actions button:disabled': { color: '#6b7280' },
  }),
}));
