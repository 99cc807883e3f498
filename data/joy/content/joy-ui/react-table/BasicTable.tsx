import Table from '@mui/joy/Table';

const trails = [
  { name: 'Falcon Ridge Loop', distance: 8.4, ascent: 520, time: '3 h 10' },
  { name: 'Mossy Falls Path', distance: 4.1, ascent: 180, time: '1 h 30' },
  { name: 'Lantern Lake Shore', distance: 11.6, ascent: 90, time: '3 h 20' },
  { name: 'Copper Creek Climb', distance: 6.9, ascent: 810, time: '3 h 45' },
  { name: 'Saltmarsh Boardwalk', distance: 2.3, ascent: 5, time: '0 h 40' },
];

export default function BasicTable() {
  return (
    <Table aria-label="Trails near the visitor centre">
      <thead>
        <tr>
          <th style={{ width: '40%' }}>Trail</th>
          <th>Distance</th>
          <th>Climb</th>
          <th>Time</th>
        </tr>
      </thead>
      <tbody>
        {trails.map((trail) => (
          <tr key={trail.name}>
            <td>{trail.name}</td>
            <td>{trail.distance} km</td>
            <td>{trail.ascent} m</td>
            <td>{trail.time}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
