import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  items: number;
  total: number;
}

// ---- A fake back end: 1,000 orders that only the "server" holds. ----

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CUSTOMERS = [
  'Arbor Studio',
  'Brightwell Co.',
  'Cobalt Labs',
  'Dune & Daughters',
  'Evergreen Café',
  'Foxglove Print',
  'Granite Works',
  'Harbor Yoga',
];
const CITIES = ['Bergen', 'Cork', 'Kyoto', 'Leipzig', 'Porto', 'Quito', 'Tartu', 'Windhoek'];

const serverOrders: Order[] = (() => {
  const random = mulberry32(42);
  return Array.from({ length: 1000 }, (_, index) => {
    const items = 1 + Math.floor(random() * 12);
    return {
      id: 10001 + index,
      customer: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)],
      city: CITIES[Math.floor(random() * CITIES.length)],
      items,
      total: Math.round(items * (8 + random() * 40) * 100) / 100,
    };
  });
})();

interface OrdersResponse {
  rows: Order[];
  rowCount: number;
}

/** Sorts and slices on the "server", then answers after a network-like delay. */
function fetchOrders(page: number, pageSize: number, sortModel: GridSortModel): Promise<OrdersResponse> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const sorted = [...serverOrders];
      const [sort] = sortModel;
      if (sort?.sort) {
        const field = sort.field as keyof Order;
        const direction = sort.sort === 'asc' ? 1 : -1;
        sorted.sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
      }
      resolve({ rows: sorted.slice(page * pageSize, (page + 1) * pageSize), rowCount: sorted.length });
    }, 700);
  });
}

// ---- The grid: it shows what the server returns and asks again when the page or sort changes. ----

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => money.format(value) },
];

export default function ServerSideGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  // The last answer of the server, with the request it answers.
  const [result, setResult] = React.useState<(OrdersResponse & { request: [GridPaginationModel, GridSortModel] }) | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchOrders(paginationModel.page, paginationModel.pageSize, sortModel).then((response) => {
      // Ignore the answer of a request that a newer one has replaced.
      if (active) {
        setResult({ ...response, request: [paginationModel, sortModel] });
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel, sortModel]);

  // Loading until the answer matches the current page and sort.
  const loading = !result || result.request[0] !== paginationModel || result.request[1] !== sortModel;
  const first = paginationModel.page * paginationModel.pageSize + 1;
  const sortText = sortModel[0]?.sort ? `, sorted by ${sortModel[0].field} (${sortModel[0].sort})` : '';
  const status =
    loading || !result
      ? 'Loading orders…'
      : `The server returned orders ${first}–${first + result.rows.length - 1} of ${result.rowCount}${sortText}.`;

  return (
    <Stack spacing={1.5}>
      <Box sx={{ height: 520, width: '100%' }}>
        <DataGrid
          aria-label="Orders loaded page by page from a server"
          rows={result?.rows ?? []}
          columns={columns}
          rowCount={result?.rowCount ?? 0}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          pageSizeOptions={[10, 25, 50]}
          disableColumnFilter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
    </Stack>
  );
}
