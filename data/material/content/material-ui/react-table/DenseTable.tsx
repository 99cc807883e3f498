import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { sku: 'KB-101', item: 'Mechanical keyboard', stock: 42, price: 89.0 },
  { sku: 'MS-220', item: 'Wireless mouse', stock: 128, price: 24.5 },
  { sku: 'MN-270', item: '27-inch monitor', stock: 9, price: 229.0 },
  { sku: 'HD-330', item: 'USB-C hub', stock: 76, price: 39.9 },
  { sku: 'WC-410', item: 'HD webcam', stock: 0, price: 59.0 },
  { sku: 'HS-505', item: 'Headset', stock: 31, price: 74.0 },
];

export default function DenseTable() {
  return (
    <TableContainer component={Paper}>
      <Table size="small" sx={{ minWidth: 420 }}>
        <caption>Warehouse stock, updated hourly</caption>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Price ($)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.sku} hover>
              <TableCell component="th" scope="row">
                {row.sku}
              </TableCell>
              <TableCell>{row.item}</TableCell>
              <TableCell align="right">{row.stock}</TableCell>
              <TableCell align="right">{row.price.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
