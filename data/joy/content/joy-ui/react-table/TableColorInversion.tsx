import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const quarter = [
  { metric: 'Revenue', value: '€1.84 m', change: '+12%' },
  { metric: 'New customers', value: '412', change: '+5%' },
  { metric: 'Churn', value: '2.1%', change: '−0.4 pt' },
];

export default function TableColorInversion() {
  return (
    // invertedColors makes the plain, soft and outlined parts inside read well on the solid surface.
    <Sheet variant="solid" color="primary" invertedColors sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography level="title-md" sx={{ mb: 1 }}>
        Second quarter at a glance
      </Typography>
      <Table
        aria-label="Second quarter results"
        sx={{ '& tr > *:not(:first-of-type)': { textAlign: 'right' }, '--TableCell-headBackground': 'transparent' }}
      >
        <thead>
          <tr>
            <th>Metric</th>
            <th>Value</th>
            <th>vs Q1</th>
          </tr>
        </thead>
        <tbody>
          {quarter.map((row) => (
            <tr key={row.metric}>
              <td>{row.metric}</td>
              <td>{row.value}</td>
              <td>{row.change}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
