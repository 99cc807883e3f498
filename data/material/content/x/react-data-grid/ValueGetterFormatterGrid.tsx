import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  firstName: string;
  lastName: string;
  service: string;
  hours: number;
  rate: number;
  discount: number;
}

const rows: InvoiceLine[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', service: 'Brand workshop', hours: 6, rate: 120, discount: 0 },
  { id: 2, firstName: 'Tomás', lastName: 'Herrera', service: 'Website audit', hours: 12.5, rate: 95, discount: 0.1 },
  { id: 3, firstName: 'Ingrid', lastName: 'Lund', service: 'Copy editing', hours: 4, rate: 70, discount: 0 },
  { id: 4, firstName: 'Kenji', lastName: 'Watanabe', service: 'Accessibility review', hours: 9, rate: 110, discount: 0.05 },
  { id: 5, firstName: 'Priya', lastName: 'Raman', service: 'Illustration set', hours: 20, rate: 85, discount: 0.15 },
  { id: 6, firstName: 'Lucas', lastName: 'Moreau', service: 'Photo retouching', hours: 3.5, rate: 60, discount: 0 },
];

// A fixed locale keeps the output identical on the server and in every browser.
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'client',
    headerName: 'Client',
    minWidth: 150,
    flex: 1,
    // Derived from two fields of the row; sorting and filtering use this string.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'service', headerName: 'Service', minWidth: 170, flex: 1 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value === 0 ? '—' : percent.format(value)),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // The cell value stays a number, so the column sorts numerically…
    valueGetter: (_value, row) => row.hours * row.rate * (1 - row.discount),
    // …and only the display is formatted.
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ValueGetterFormatterGrid() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid aria-label="Invoice lines with computed totals" rows={rows} columns={columns} />
    </Box>
  );
}
