import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

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
    <Cart>
      <List>
        {products.map((product) => (
          <Line key={product.id}>
            <Product>
              <Name>{product.name}</Name>
              <Price>{money.format(product.price)} each</Price>
            </Product>
            <NumberInput
              min={1}
              max={10}
              value={quantities[product.id]}
              onChange={(_event, value) => setQuantities((previous) => ({ ...previous, [product.id]: value }))}
              slots={{ root: Root, input: Input, incrementButton: Button, decrementButton: Button }}
              slotProps={{
                input: { role: 'spinbutton', 'aria-label': `Quantity of ${product.name}` },
                incrementButton: { type: 'button', 'aria-label': `Add one ${product.name}`, children: <Add fontSize="small" /> },
                decrementButton: { type: 'button', 'aria-label': `Remove one ${product.name}`, children: <Remove fontSize="small" /> },
              }}
            />
            <LineTotal>{money.format(product.price * (quantities[product.id] ?? 0))}</LineTotal>
          </Line>
        ))}
      </List>
      <Subtotal role="status">
        <span>Subtotal</span>
        <strong>{money.format(subtotal)}</strong>
      </Subtotal>
    </Cart>
  );
}

const Cart = styled('div')({
  width: '100%',
  maxWidth: 520,
  padding: '4px 16px',
  borderRadius: 12,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  '.dark &': { borderColor: '#374151', backgroundColor: '#111827', color: '#f3f4f6' },
});

const List = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

const Line = styled('li')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '12px 0',
  borderBottom: '1px solid #e5e7eb',
  '.dark &': { borderBottomColor: '#374151' },
});

const Product = styled('div')({ flex: '1 1 180px', minWidth: 0 });

const Name = styled('p')({ margin: 0, fontSize: '0.9375rem', fontWeight: 600 });

const Price = styled('p')({ margin: 0, fontSize: '0.8125rem', color: '#4b5563', '.dark &': { color: '#d1d5db' } });

const LineTotal = styled('span')({
  width: 72,
  marginLeft: 'auto',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 500,
});

const Subtotal = styled('p')({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  padding: '12px 0',
  fontSize: '1rem',
  '& strong': { fontVariantNumeric: 'tabular-nums' },
});

const Root = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: 2,
  borderRadius: 999,
  border: '1px solid #9ca3af',
  '&.base--focused': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '.dark &': {
    borderColor: '#6b7280',
    '&.base--focused': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
  },
});

const Input = styled('input')({
  order: 2,
  width: 40,
  padding: '6px 0',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1rem',
  fontWeight: 600,
  textAlign: 'center',
});

const Button = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  backgroundColor: '#eff6ff',
  color: '#1d4ed8',
  cursor: 'pointer',
  '&.base-NumberInput-decrementButton': { order: 1 },
  '&.base-NumberInput-incrementButton': { order: 3 },
  '&:hover': { backgroundColor: '#dbeafe' },
  '&:disabled': { backgroundColor: 'transparent', color: '#9ca3af', cursor: 'not-allowed' },
  '.dark &': {
    backgroundColor: '#1e3a8a',
    color: '#dbeafe',
    '&:hover': { backgroundColor: '#1e40af' },
    '&:disabled': { backgroundColor: 'transparent', color: '#6b7280' },
  },
});
