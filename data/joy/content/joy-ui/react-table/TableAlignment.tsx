import Table from '@mui/joy/Table';

const nutrients = [
  { name: 'Energy', amount: '1,548 kJ', daily: '18%' },
  { name: 'Fat', amount: '6.2 g', daily: '9%' },
  { name: 'Carbohydrate', amount: '58.7 g', daily: '23%' },
  { name: 'Fibre', amount: '9.8 g', daily: '—' },
  { name: 'Protein', amount: '12.4 g', daily: '25%' },
];

export default function TableAlignment() {
  return (
    <Table
      aria-label="Nutrition per 100 g of oat granola"
      sx={{
        maxWidth: 420,
        // Numbers line up on the right, so their digits can be compared; headers follow their column.
        '& tr > *:not(:first-of-type)': { textAlign: 'right' },
        '& td:not(:first-of-type)': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <thead>
        <tr>
          <th>Per 100 g</th>
          <th>Amount</th>
          <th>Daily value</th>
        </tr>
      </thead>
      <tbody>
        {nutrients.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td>{row.amount}</td>
            <td>{row.daily}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
