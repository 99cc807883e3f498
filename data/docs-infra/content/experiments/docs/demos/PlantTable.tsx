import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

const plants = [
  { name: 'Basil', days: 3 },
  { name: 'Fern', days: 2 },
  { name: 'Cactus', days: 21 },
  { name: 'Orchid', days: 7 },
];

export default function PlantTable() {
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const rows = [...plants].sort((a, b) => (order === 'asc' ? a.days - b.days : b.days - a.days));

  return (
    <Table size="small" aria-label="Watering schedule" sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell>Plant</TableCell>
          <TableCell align="right" sortDirection={order}>
            <TableSortLabel active direction={order} onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}>
              Water every (days)
            </TableSortLabel>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{row.days}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
