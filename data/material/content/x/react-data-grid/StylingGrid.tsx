import Box from '@mui/material/Box';
import { alpha, Theme } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  due: Date;
  status: 'Paid' | 'Open' | 'Overdue';
  balance: number;
}

const rows: Invoice[] = [
  { id: 'INV-0931', client: 'Marlow Architects', due: new Date(2025, 1, 28), status: 'Paid', balance: 0 },
  { id: 'INV-0932', client: 'Pemberton Florists', due: new Date(2025, 2, 3), status: 'Overdue', balance: 1240 },
  { id: 'INV-0933', client: 'Quayside Cycles', due: new Date(2025, 2, 10), status: 'Open', balance: 860 },
  { id: 'INV-0934', client: 'Ostrander Media', due: new Date(2025, 2, 12), status: 'Paid', balance: -150 },
  { id: 'INV-0935', client: 'Juniper Dental', due: new Date(2025, 2, 5), status: 'Overdue', balance: 3120 },
  { id: 'INV-0936', client: 'Kestrel Logistics', due: new Date(2025, 2, 20), status: 'Open', balance: 540 },
  { id: 'INV-0937', client: 'Saffron Kitchen', due: new Date(2025, 2, 24), status: 'Open', balance: 275 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'due', headerName: 'Due', type: 'date', width: 130, valueFormatter: (value: Date) => day.format(value) },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => money.format(value),
    // A class on the cells of this column only, chosen per value.
    cellClassName: (params) => (params.value < 0 ? 'balance--credit' : ''),
  },
];

// Theme values only, so that both colour modes work. `theme.vars` is there when CSS variables are on.
const tint = (theme: Theme, color: 'primary' | 'error', opacity: number) =>
  theme.vars ? `rgba(${theme.vars.palette[color].mainChannel} / ${opacity})` : alpha(theme.palette[color].main, opacity);

export default function StylingGrid() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        aria-label="Invoices, overdue ones highlighted"
        rows={rows}
        columns={columns}
        getRowClassName={(params) =>
          [params.indexRelativeToCurrentPage % 2 === 1 ? 'row--odd' : '', params.row.status === 'Overdue' ? 'row--overdue' : ''].join(' ')
        }
        hideFooter
        sx={(theme) => ({
          borderRadius: 2,
          '& .MuiDataGrid-columnHeader': {
            backgroundColor: tint(theme, 'primary', 0.12),
          },
          '& .MuiDataGrid-columnHeaderTitle': {
            fontWeight: 700,
          },
          '& .row--odd': {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
          },
          '& .row--overdue': {
            backgroundColor: tint(theme, 'error', 0.1),
            boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.error.main}`,
            '&:hover': { backgroundColor: tint(theme, 'error', 0.16) },
          },
          '& .balance--credit': {
            color: (theme.vars ?? theme).palette.success.dark,
            fontWeight: 600,
            ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.success.light }),
          },
        })}
      />
    </Box>
  );
}
