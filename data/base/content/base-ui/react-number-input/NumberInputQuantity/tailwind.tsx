import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

const products = [
  { id: 'kettle', name: 'Pour-over kettle, 1 L', price: 48 },
  { id: 'filters', name: 'Paper filters, pack of 100', price: 6 },
  { id: 'beans', name: 'Single-origin beans, 250 g', price: 14 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const root =
  'flex items-center gap-1 rounded-full border border-solid border-gray-400 p-0.5 dark:border-gray-500 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35';
const input = 'order-2 w-10 border-0 bg-transparent px-0 py-1.5 text-center font-[inherit] text-base font-semibold text-inherit outline-0';
const button =
  'flex size-8 cursor-pointer items-center justify-center rounded-full border-0 bg-blue-50 p-0 text-blue-700 hover:bg-blue-100 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-gray-400 dark:bg-blue-900 dark:text-blue-100 dark:hover:bg-blue-800 dark:disabled:bg-transparent dark:disabled:text-gray-500';

export default function NumberInputQuantity() {
  const [quantities, setQuantities] = React.useState<Record<string, number | null>>({ kettle: 1, filters: 2, beans: 3 });
  const subtotal = products.reduce((sum, product) => sum + product.price * (quantities[product.id] ?? 0), 0);
  return (
    <div className="w-full max-w-[520px] rounded-xl border border-solid border-gray-200 bg-white px-4 py-1 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
      <ul className="m-0 list-none p-0">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 border-0 border-b border-solid border-gray-200 py-3 dark:border-gray-700"
          >
            <div className="min-w-0 flex-[1_1_180px]">
              <p className="m-0 text-[0.9375rem] font-semibold">{product.name}</p>
              <p className="m-0 text-[0.8125rem] text-gray-600 dark:text-gray-300">{money.format(product.price)} each</p>
            </div>
            <NumberInput
              min={1}
              max={10}
              value={quantities[product.id]}
              onChange={(_event, value) => setQuantities((previous) => ({ ...previous, [product.id]: value }))}
              slotProps={{
                root: { className: root },
                input: { className: input, role: 'spinbutton', 'aria-label': `Quantity of ${product.name}` },
                incrementButton: {
                  type: 'button',
                  'aria-label': `Add one ${product.name}`,
                  children: <Add fontSize="small" />,
                  className: `${button} order-3`,
                },
                decrementButton: {
                  type: 'button',
                  'aria-label': `Remove one ${product.name}`,
                  children: <Remove fontSize="small" />,
                  className: `${button} order-1`,
                },
              }}
            />
            <span className="ml-auto w-[72px] text-right font-medium tabular-nums">
              {money.format(product.price * (quantities[product.id] ?? 0))}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="m-0 flex justify-between py-3 text-base">
        <span>Subtotal</span>
        <strong className="tabular-nums">{money.format(subtotal)}</strong>
      </p>
    </div>
  );
}
