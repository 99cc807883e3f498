import Table, { type TableProps } from '@mui/joy/Table';

const rows = [
  { sku: 'TR-104', item: 'Trail runners', stock: 38, price: '$89.00' },
  { sku: 'WB-220', item: 'Water bottle, 750 ml', stock: 112, price: '$14.50' },
  { sku: 'HL-031', item: 'Head lamp', stock: 0, price: '$32.00' },
  { sku: 'DP-518', item: 'Day pack, 22 l', stock: 17, price: '$64.00' },
];

/** The playground's Table with four rows of stock: its props come from the controls. */
export default function TablePlayground(props: TableProps) {
  return (
    <Table aria-label="Stock by item" {...props}>
      <thead>
        <tr>
          <th style={{ width: '22%' }}>SKU</th>
          <th style={{ width: '42%' }}>Item</th>
          <th>In stock</th>
          <th>Price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sku}>
            <td>{row.sku}</td>
            <td>{row.item}</td>
            <td>{row.stock}</td>
            <td>{row.price}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
