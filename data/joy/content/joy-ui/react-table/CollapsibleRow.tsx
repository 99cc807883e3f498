import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const orders = [
  {
    id: 'A-3318',
    customer: 'Hanne Sørensen',
    date: '11 Jun',
    lines: [
      { item: 'Oak cutting board', qty: 1, price: 48 },
      { item: 'Board oil, 250 ml', qty: 2, price: 9.5 },
    ],
  },
  {
    id: 'A-3319',
    customer: 'Olu Adeyemi',
    date: '11 Jun',
    lines: [{ item: 'Enamel kettle', qty: 1, price: 62 }],
  },
  {
    id: 'A-3320',
    customer: 'Marisol Vega',
    date: '12 Jun',
    lines: [
      { item: 'Linen napkins, set of 4', qty: 2, price: 28 },
      { item: 'Stoneware bowl', qty: 4, price: 16 },
      { item: 'Gift wrap', qty: 1, price: 3 },
    ],
  },
];

function OrderRow({ order, defaultOpen = false }: { order: (typeof orders)[number]; defaultOpen?: boolean }) {
  const [open, setOpen] = React.useState(defaultOpen);
  const detailsId = `order-lines-${order.id}`;
  const total = order.lines.reduce((sum, line) => sum + line.qty * line.price, 0);

  return (
    <React.Fragment>
      <tr>
        <td>
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`${open ? 'Hide' : 'Show'} items of order ${order.id}`}
            onClick={() => setOpen(!open)}
          >
            <KeyboardArrowDown sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />
          </IconButton>
        </td>
        <th scope="row">{order.id}</th>
        <td>{order.customer}</td>
        <td>{order.date}</td>
        <td style={{ textAlign: 'right' }}>€{total.toFixed(2)}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        {/* The detail row spans every column and holds a table of its own. */}
        <td colSpan={5} style={{ height: 0, padding: 0 }}>
          <Sheet variant="soft" sx={{ m: 1, p: 1.5, borderRadius: 'sm' }}>
            <Typography level="body-sm" sx={{ fontWeight: 'lg', mb: 0.5 }}>
              Items
            </Typography>
            <Table
              size="sm"
              aria-label={`Items of order ${order.id}`}
              sx={{ '--TableCell-headBackground': 'transparent', '& tr > *:not(:first-of-type)': { textAlign: 'right' } }}
            >
              <thead>
                <tr>
                  <th>Item</th>
                  <th style={{ width: 48 }}>Qty</th>
                  <th style={{ width: 72 }}>Price</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.item}>
                    <td>{line.item}</td>
                    <td>{line.qty}</td>
                    <td>€{line.price.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Sheet>
        </td>
      </tr>
    </React.Fragment>
  );
}

export default function CollapsibleRow() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Orders with their items, scrollable"
      sx={{ borderRadius: 'sm', overflow: 'auto' }}
    >
      <Table aria-label="Orders with their items" sx={{ minWidth: 440 }}>
        <thead>
          <tr>
            <th style={{ width: 48 }}>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Details</span>
            </th>
            <th style={{ width: 72 }}>Order</th>
            <th>Customer</th>
            <th style={{ width: 64 }}>Date</th>
            <th style={{ width: 80, textAlign: 'right' }}>Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => (
            <OrderRow key={order.id} order={order} defaultOpen={index === 0} />
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
