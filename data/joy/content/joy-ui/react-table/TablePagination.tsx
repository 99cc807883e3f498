import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';

const cities = ['Aarhus', 'Bilbao', 'Cork', 'Dresden', 'Eindhoven', 'Faro', 'Gdańsk'];
const products = ['Desk lamp', 'Notebook set', 'Ceramic mug', 'Wool throw', 'Plant pot', 'Wall clock'];

// 47 orders, derived from their index so the server and the browser render the same rows.
const orders = Array.from({ length: 47 }, (_, index) => ({
  id: `#${String(20481 + index)}`,
  product: products[(index * 5) % products.length],
  city: cities[(index * 3) % cities.length],
  total: 12 + ((index * 37) % 180),
}));

// The height of a row in a table of size md.
const ROW_HEIGHT = 40;

export default function TablePagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const pageCount = Math.ceil(orders.length / rowsPerPage);
  const from = page * rowsPerPage;
  const to = Math.min(from + rowsPerPage, orders.length);
  const rows = orders.slice(from, to);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'hidden' }}>
      <Table aria-label="Orders" sx={{ '& tr > *:last-of-type': { textAlign: 'right' }, '--TableCell-paddingX': '12px' }}>
        <thead>
          <tr>
            <th style={{ width: 76 }}>Order</th>
            <th>Product</th>
            <th>City</th>
            <th style={{ width: 72 }}>Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.product}</td>
              <td>{order.city}</td>
              <td>€{order.total}</td>
            </tr>
          ))}
          {/* Keep the height steady on the last page, so the controls do not jump under the pointer. */}
          {rows.length < rowsPerPage && (
            <tr aria-hidden>
              <td colSpan={4} style={{ height: (rowsPerPage - rows.length) * ROW_HEIGHT }} />
            </tr>
          )}
        </tbody>
      </Table>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 2,
          px: 1.5,
          py: 1,
          borderTop: '1px solid',
          borderColor: 'divider',
        }}
      >
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1 }}>
          <FormLabel>Rows per page</FormLabel>
          <Select
            value={rowsPerPage}
            onChange={(_event, value) => {
              if (value) {
                setRowsPerPage(value);
                setPage(0);
              }
            }}
          >
            {[5, 10, 25].map((count) => (
              <Option key={count} value={count}>
                {count}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Typography level="body-sm" role="status" sx={{ minWidth: 88, textAlign: 'center' }}>
          {from + 1}–{to} of {orders.length}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton size="sm" variant="outlined" color="neutral" aria-label="First page" disabled={page === 0} onClick={() => setPage(0)}>
            <FirstPage />
          </IconButton>
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label="Previous page"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            <KeyboardArrowLeft />
          </IconButton>
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label="Next page"
            disabled={page >= pageCount - 1}
            onClick={() => setPage(page + 1)}
          >
            <KeyboardArrowRight />
          </IconButton>
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label="Last page"
            disabled={page >= pageCount - 1}
            onClick={() => setPage(pageCount - 1)}
          >
            <LastPage />
          </IconButton>
        </Box>
      </Box>
    </Sheet>
  );
}
