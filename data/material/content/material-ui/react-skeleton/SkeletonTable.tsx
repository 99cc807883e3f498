import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const shipments = [
  { id: 'SH-3391', destination: 'Rotterdam', weight: '1,240 kg', status: 'In transit' },
  { id: 'SH-3392', destination: 'Gdańsk', weight: '860 kg', status: 'Customs' },
  { id: 'SH-3395', destination: 'Valencia', weight: '2,015 kg', status: 'Delivered' },
  { id: 'SH-3398', destination: 'Antwerp', weight: '430 kg', status: 'Booked' },
];

export default function SkeletonTable() {
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), 2000);
  };

  return (
    <div>
      <Button variant="outlined" onClick={refresh} disabled={loading} sx={{ mb: 2 }}>
        Refresh shipments
      </Button>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {loading ? 'Loading shipments…' : `${shipments.length} shipments`}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Shipments" aria-busy={loading} sx={{ minWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell>Shipment</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell align="right">Weight</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shipments.map((row) => (
              // Same rows, same cells: the table keeps its size while the data loads.
              <TableRow key={row.id}>
                <TableCell>{loading ? <Skeleton width={60} /> : row.id}</TableCell>
                <TableCell>{loading ? <Skeleton width={80} /> : row.destination}</TableCell>
                <TableCell align="right">{loading ? <Skeleton width={56} sx={{ ml: 'auto' }} /> : row.weight}</TableCell>
                <TableCell>{loading ? <Skeleton width={70} /> : row.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
