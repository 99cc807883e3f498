import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';

const servers = [
  { host: 'web-01', region: 'Frankfurt', cpu: '34%', status: 'Healthy' },
  { host: 'web-02', region: 'Frankfurt', cpu: '41%', status: 'Healthy' },
  { host: 'api-01', region: 'Dublin', cpu: '88%', status: 'Busy' },
  { host: 'db-01', region: 'Dublin', cpu: '12%', status: 'Healthy' },
  { host: 'queue-01', region: 'Helsinki', cpu: '—', status: 'Offline' },
];

const statusColor = { Healthy: 'success', Busy: 'warning', Offline: 'danger' } as const;

export default function TableHover() {
  return (
    <Table hoverRow aria-label="Servers">
      <thead>
        <tr>
          <th>Host</th>
          <th>Region</th>
          <th>CPU</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {servers.map((server) => (
          <tr key={server.host}>
            <td>{server.host}</td>
            <td>{server.region}</td>
            <td>{server.cpu}</td>
            <td>
              <Chip size="sm" variant="soft" color={statusColor[server.status as keyof typeof statusColor]}>
                {server.status}
              </Chip>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
