import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const shipments = [
  { id: 'SH-20418', carrier: 'Nordline Freight', origin: 'Gothenburg', destination: 'Rotterdam', eta: '12 Jun', weight: '4.2 t' },
  { id: 'SH-20419', carrier: 'Atlas Cargo', origin: 'Valencia', destination: 'Marseille', eta: '13 Jun', weight: '1.8 t' },
  { id: 'SH-20422', carrier: 'Baltic Line', origin: 'Gdańsk', destination: 'Hamburg', eta: '14 Jun', weight: '7.5 t' },
  { id: 'SH-20425', carrier: 'Alpine Road', origin: 'Milan', destination: 'Zürich', eta: '14 Jun', weight: '0.9 t' },
  { id: 'SH-20431', carrier: 'Nordline Freight', origin: 'Oslo', destination: 'Aarhus', eta: '16 Jun', weight: '3.1 t' },
  { id: 'SH-20433', carrier: 'Atlas Cargo', origin: 'Lisbon', destination: 'Bilbao', eta: '17 Jun', weight: '2.6 t' },
];

export default function ScrollableSheet() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Shipments, scrollable"
      sx={{ width: '100%', maxHeight: 240, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader hoverRow sx={{ minWidth: 640 }}>
        <thead>
          <tr>
            <th style={{ width: 100 }}>Shipment</th>
            <th>Carrier</th>
            <th>Origin</th>
            <th>Destination</th>
            <th style={{ width: 80 }}>ETA</th>
            <th style={{ width: 80 }}>Weight</th>
          </tr>
        </thead>
        <tbody>
          {shipments.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.carrier}</td>
              <td>{row.origin}</td>
              <td>{row.destination}</td>
              <td>{row.eta}</td>
              <td>{row.weight}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
