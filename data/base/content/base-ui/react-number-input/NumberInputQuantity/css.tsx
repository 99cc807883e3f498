import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import classes from './css.module.css';

const products = [
  { id: 'kettle', name: 'Pour-over kettle, 1 L', price: 48 },
  { id: 'filters', name: 'Paper filters, pack of 100', price: 6 },
  { id: 'beans', name: 'Single-origin beans, 250 g', price: 14 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function NumberInputQuantity() {
  const [quantities, setQuantities] = React.useState<Record<string, number | null>>({ kettle: 1, filters: 2, beans: 3 });
  const subtotal = products.reduce((sum, product) => sum + product.price * (quantities[product.id] ?? 0), 0);
  return (
    <div className={classes.cart}>
      <ul className={classes.list}>
        {products.map((product) => (
          <li key={product.id} className={classes.line}>
            <div className={classes.product}>
              <p className={classes.name}>{product.name}</p>
              <p className={classes.price}>{money.format(product.price)} each</p>
            </div>
            <NumberInput
              min={1}
              max={10}
              value={quantities[product.id]}
              onChange={(_event, value) => setQuantities((previous) => ({ ...previous, [product.id]: value }))}
              slotProps={{
                root: { className: classes.root },
                input: { className: classes.input, role: 'spinbutton', 'aria-label': `Quantity of ${product.name}` },
                incrementButton: {
                  type: 'button',
                  'aria-label': `Add one ${product.name}`,
                  children: <Add fontSize="small" />,
                  className: `${classes.button} ${classes.increment}`,
                },
                decrementButton: {
                  type: 'button',
                  'aria-label': `Remove one ${product.name}`,
                  children: <Remove fontSize="small" />,
                  className: `${classes.button} ${classes.decrement}`,
                },
              }}
            />
            <span className={classes.lineTotal}>{money.format(product.price * (quantities[product.id] ?? 0))}</span>
          </li>
        ))}
      </ul>
      <p role="status" className={classes.subtotal}>
        <span>Subtotal</span>
        <strong>{money.format(subtotal)}</strong>
      </p>
    </div>
  );
}
