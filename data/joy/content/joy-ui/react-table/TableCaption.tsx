import Table from '@mui/joy/Table';

const hours = [
  { day: 'Monday – Thursday', opens: '09:00', closes: '20:00' },
  { day: 'Friday', opens: '09:00', closes: '17:00' },
  { day: 'Saturday', opens: '10:00', closes: '16:00' },
  { day: 'Sunday', opens: 'Closed', closes: '' },
];

export default function TableCaption() {
  return (
    <Table sx={{ maxWidth: 420, '& caption': { textAlign: 'left' } }}>
      {/* The caption names the table for everyone, so no aria-label is needed. */}
      <caption>Central library opening hours, from 1 September</caption>
      <thead>
        <tr>
          <th style={{ width: '50%' }}>Day</th>
          <th>Opens</th>
          <th>Closes</th>
        </tr>
      </thead>
      <tbody>
        {hours.map((row) => (
          <tr key={row.day}>
            <td>{row.day}</td>
            <td colSpan={row.closes ? 1 : 2}>{row.opens}</td>
            {row.closes && <td>{row.closes}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
