import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const flights = [
  { flight: 'NL 412', from: 'Oslo', to: 'Lisbon', departs: '07:15', arrives: '11:05', gate: 'B12', aircraft: 'A320', status: 'On time' },
  { flight: 'KE 078', from: 'Oslo', to: 'Reykjavík', departs: '08:40', arrives: '09:55', gate: 'C3', aircraft: '737', status: 'Boarding' },
  {
    flight: 'NL 530',
    from: 'Oslo',
    to: 'Tallinn',
    departs: '09:05',
    arrives: '11:20',
    gate: 'A7',
    aircraft: 'E195',
    status: 'Delayed 25 min',
  },
  { flight: 'SW 221', from: 'Oslo', to: 'Zürich', departs: '10:30', arrives: '13:00', gate: 'B4', aircraft: 'A220', status: 'On time' },
];

export default function TableInSheet() {
  return (
    <div>
      <Typography id="departures-heading" level="title-md" sx={{ mb: 1 }}>
        Departures
      </Typography>
      {/* On a narrow screen the table keeps its minimum width and the Sheet scrolls sideways. */}
      <Sheet
        variant="soft"
        tabIndex={0}
        role="region"
        aria-labelledby="departures-heading"
        sx={{ overflow: 'auto', borderRadius: 'sm', pt: 1 }}
      >
        <Table aria-labelledby="departures-heading" sx={{ minWidth: 720, '--TableCell-paddingX': '12px' }}>
          <thead>
            <tr>
              <th>Flight</th>
              <th>From</th>
              <th>To</th>
              <th>Departs</th>
              <th>Arrives</th>
              <th>Gate</th>
              <th>Aircraft</th>
              <th style={{ width: 130 }}>Status</th>
            </tr>
          </thead>
          <tbody>
            {flights.map((row) => (
              <tr key={row.flight}>
                <td>{row.flight}</td>
                <td>{row.from}</td>
                <td>{row.to}</td>
                <td>{row.departs}</td>
                <td>{row.arrives}</td>
                <td>{row.gate}</td>
                <td>{row.aircraft}</td>
                <td>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </div>
  );
}
