import Table from '@mui/joy/Table';

const expenses = [
  { date: '3 Jun', item: 'Train to Lyon', amount: 64.2 },
  { date: '3 Jun', item: 'Hotel, two nights', amount: 238 },
  { date: '4 Jun', item: 'Client dinner', amount: 96.5 },
  { date: '5 Jun', item: 'Taxi to the station', amount: 21.8 },
];

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function TableFooter() {
  const total = expenses.reduce((sum, row) => sum + row.amount, 0);
  return (
    <Table aria-label="Expense report, Lyon trip" sx={{ '& thead th:last-of-type, & td:last-of-type': { textAlign: 'right' } }}>
      <thead>
        <tr>
          <th style={{ width: 80 }}>Date</th>
          <th>Item</th>
          <th>Amount</th>
        </tr>
      </thead>
      <tbody>
        {expenses.map((row) => (
          <tr key={row.item}>
            <td>{row.date}</td>
            <td>{row.item}</td>
            <td>{euro.format(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total to reimburse
          </th>
          <td>{euro.format(total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
