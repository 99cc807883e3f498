import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Transaction {
  id: number;
  date: Date;
  payee: string;
  category: string;
  amount: number;
}

// A small seeded generator (mulberry32): the same rows on the server and in the browser.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAYEES: [string, string, number][] = [
  ['Corner grocery', 'Groceries', 60],
  ['City transit', 'Transport', 25],
  ['Electricity co-op', 'Utilities', 90],
  ['Bookshop on Main', 'Leisure', 30],
  ['Pharmacy', 'Health', 20],
  ['Bike repair', 'Transport', 45],
  ['Bakery', 'Groceries', 12],
  ['Cinema', 'Leisure', 18],
];

function createTransactions(count: number): Transaction[] {
  const random = mulberry32(2025);
  return Array.from({ length: count }, (_, index) => {
    const [payee, category, typical] = PAYEES[Math.floor(random() * PAYEES.length)];
    // Spread over 2025, newest first.
    const dayOfYear = 300 - Math.floor((index / count) * 300);
    return {
      id: index + 1,
      date: new Date(2025, 0, dayOfYear),
      payee,
      category,
      amount: -Math.round(typical * (0.5 + random()) * 100) / 100,
    };
  });
}

const rows = createTransactions(240);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<Transaction>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 130, valueFormatter: (value: Date) => day.format(value) },
  { field: 'payee', headerName: 'Payee', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: (value: number) => money.format(value) },
];

export default function PaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const first = paginationModel.page * paginationModel.pageSize + 1;
  const last = Math.min(first + paginationModel.pageSize - 1, rows.length);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ height: 500, width: '100%' }}>
        <DataGrid
          aria-label="Card transactions"
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25, 50, 100]}
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        Page {paginationModel.page + 1}: transactions {first}–{last} of {rows.length}.
      </Typography>
    </Stack>
  );
}
