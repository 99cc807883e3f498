import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DataGridPro, DataGridProProps, GridColDef, GRID_DETAIL_PANEL_TOGGLE_COL_DEF } from '@mui/x-data-grid-pro';

interface LineItem {
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  placed: Date;
  shipTo: string;
  items: LineItem[];
}

const rows: Order[] = [
  {
    id: 'SO-4101',
    customer: 'Lindenhof Bakery',
    placed: new Date(2025, 2, 3),
    shipTo: 'Lindenstraße 4, Bremen',
    items: [
      { product: 'Rye flour, 25 kg', quantity: 4, unitPrice: 31.5 },
      { product: 'Baking paper, 500 sheets', quantity: 2, unitPrice: 18 },
    ],
  },
  {
    id: 'SO-4102',
    customer: 'Tallinn Tea House',
    placed: new Date(2025, 2, 4),
    shipTo: 'Pikk 17, Tallinn',
    items: [
      { product: 'Oolong, 1 kg', quantity: 3, unitPrice: 64 },
      { product: 'Glass teapot, 1 L', quantity: 6, unitPrice: 24 },
      { product: 'Bamboo whisk', quantity: 10, unitPrice: 9.5 },
    ],
  },
  {
    id: 'SO-4103',
    customer: 'Ribeira Ceramics',
    placed: new Date(2025, 2, 6),
    shipTo: 'Rua da Alfândega 88, Porto',
    items: [{ product: 'Kiln shelf, 40 × 40 cm', quantity: 8, unitPrice: 27.9 }],
  },
  {
    id: 'SO-4104',
    customer: 'Nordlys Outfitters',
    placed: new Date(2025, 2, 10),
    shipTo: 'Strandgaten 21, Bergen',
    items: [
      { product: 'Wool socks, pair', quantity: 40, unitPrice: 11 },
      { product: 'Trail map set', quantity: 12, unitPrice: 14.5 },
    ],
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const orderTotal = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  // The column of expand buttons, placed explicitly to give its header a name for screen readers.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: () => <span style={visuallyHidden}>Details</span>,
  },
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 130, valueFormatter: (value: Date) => day.format(value) },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => money.format(value),
  },
];

function OrderDetail({ order }: { order: Order }) {
  // The panel sits among the grid's rows: a row with one cell keeps the grid's ARIA structure valid.
  return (
    <Box role="row" sx={{ height: '100%' }}>
      <Box role="gridcell" sx={{ py: 2, px: { xs: 1, sm: 4 }, bgcolor: 'action.hover', height: '100%', boxSizing: 'border-box' }}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
          <Typography variant="subtitle2" component="h3">
            {order.id} for {order.customer}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Ship to {order.shipTo}
          </Typography>
          <Table size="small" aria-label={`Items of order ${order.id}`}>
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.product}>
                  <TableCell>{item.product}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{money.format(item.quantity * item.unitPrice)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
    </Box>
  );
}

export default function MasterDetailGrid() {
  // Keep both functions stable: the grid calls them again whenever their reference changes.
  const getDetailPanelContent = React.useCallback<NonNullable<DataGridProProps<Order>['getDetailPanelContent']>>(
    ({ row }) => <OrderDetail order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        aria-label="Wholesale orders with item details"
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: ['SO-4102'] } }}
        hideFooter
      />
    </Box>
  );
}
