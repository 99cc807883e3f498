import Table from '@mui/joy/Table';

const features = [
  { feature: 'Projects', basic: '3', team: '25', scale: 'Unlimited' },
  { feature: 'Storage', basic: '2 GB', team: '100 GB', scale: '2 TB' },
  { feature: 'Single sign-on', basic: '—', team: '—', scale: 'Included' },
  { feature: 'Support', basic: 'Forum', team: 'Email', scale: 'Phone and email' },
];

export default function RowHeadTable() {
  return (
    <Table aria-label="Plan comparison" borderAxis="both">
      <thead>
        <tr>
          <th style={{ width: '28%' }}>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Feature</span>
          </th>
          <th>Basic</th>
          <th>Team</th>
          <th>Scale</th>
        </tr>
      </thead>
      <tbody>
        {features.map((row) => (
          <tr key={row.feature}>
            {/* A th with scope="row" labels the cells of its row for screen readers. */}
            <th scope="row">{row.feature}</th>
            <td>{row.basic}</td>
            <td>{row.team}</td>
            <td>{row.scale}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
