import Table from '@mui/joy/Table';

const alerts = [
  { time: '14:02', source: 'Payments API', message: 'Error rate above 5% for 10 minutes', level: 'critical' },
  { time: '13:47', source: 'Search', message: 'Index rebuild took longer than usual', level: 'warning' },
  { time: '13:15', source: 'Email', message: 'Queue drained, delivery back to normal', level: 'resolved' },
  { time: '12:58', source: 'Storage', message: 'Disk usage at 71%', level: 'info' },
] as const;

export default function GlobalVariantsRows() {
  return (
    <Table
      aria-label="Recent alerts"
      borderAxis="none"
      sx={(theme) => ({
        '--TableCell-paddingX': '12px',
        borderSpacing: '0 4px',
        // Each level borrows a global variant from the theme: its text, background and border colors,
        // which follow light and dark mode.
        '& tr[data-level="critical"] > td': theme.variants.soft.danger,
        '& tr[data-level="warning"] > td': theme.variants.soft.warning,
        '& tr[data-level="resolved"] > td': theme.variants.outlined.success,
        '& tr[data-level="resolved"] > td:not(:first-of-type)': { borderLeft: 'none' },
        '& tr[data-level="resolved"] > td:not(:last-of-type)': { borderRight: 'none' },
        '& tbody td:first-of-type': { borderStartStartRadius: '6px', borderEndStartRadius: '6px' },
        '& tbody td:last-of-type': { borderStartEndRadius: '6px', borderEndEndRadius: '6px' },
      })}
    >
      <thead>
        <tr>
          <th style={{ width: 64 }}>Time</th>
          <th style={{ width: '28%' }}>Source</th>
          <th>Message</th>
        </tr>
      </thead>
      <tbody>
        {alerts.map((alert) => (
          <tr key={alert.time} data-level={alert.level}>
            <td>{alert.time}</td>
            <td>{alert.source}</td>
            <td>
              {alert.message} <span style={{ whiteSpace: 'nowrap' }}>({alert.level})</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
