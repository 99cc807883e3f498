import Table from '@mui/joy/Table';

const stock = [
  { name: 'Walnut desk organiser, three compartments', sku: 'WD-3104', stock: 42, price: '€34.00' },
  { name: 'Felt laptop sleeve, 14 inch', sku: 'FS-1400', stock: 7, price: '€29.50' },
  { name: 'Brass pen', sku: 'BP-0002', stock: 118, price: '€18.00' },
];

export default function ColumnWidth() {
  return (
    <Table aria-label="Stock levels">
      <thead>
        <tr>
          {/* The width of the header cells sets the column widths (the table layout is fixed). */}
          <th>Product</th>
          <th style={{ width: 80 }}>SKU</th>
          <th style={{ width: 64 }}>Stock</th>
          <th style={{ width: '18%' }}>Price</th>
        </tr>
      </thead>
      <tbody>
        {stock.map((item) => (
          <tr key={item.sku}>
            <td>{item.name}</td>
            <td>{item.sku}</td>
            <td>{item.stock}</td>
            <td>{item.price}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
