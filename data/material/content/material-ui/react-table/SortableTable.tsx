import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface Runner {
  name: string;
  club: string;
  time: number;
  age: number;
}

type Order = 'asc' | 'desc';

const runners: Runner[] = [
  { name: 'Amara Okafor', club: 'Riverside AC', time: 2412, age: 29 },
  { name: 'Jonas Berg', club: 'North Harriers', time: 2298, age: 34 },
  { name: 'Lucía Romero', club: 'Riverside AC', time: 2555, age: 41 },
  { name: 'Kenji Sato', club: 'City Striders', time: 2340, age: 25 },
  { name: 'Priya Nair', club: 'North Harriers', time: 2471, age: 38 },
];

const columns: { id: keyof Runner; label: string; numeric: boolean }[] = [
  { id: 'name', label: 'Runner', numeric: false },
  { id: 'club', label: 'Club', numeric: false },
  { id: 'age', label: 'Age', numeric: true },
  { id: 'time', label: 'Time', numeric: true },
];

function formatTime(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function SortableTable() {
  const [order, setOrder] = React.useState<Order>('asc');
  const [orderBy, setOrderBy] = React.useState<keyof Runner>('time');

  const handleSort = (column: keyof Runner) => {
    const isAsc = orderBy === column && order === 'asc';
    setOrder(isAsc ? 'desc' : 'asc');
    setOrderBy(column);
  };

  const sortedRows = React.useMemo(() => {
    return [...runners].sort((a, b) => {
      const x = a[orderBy];
      const y = b[orderBy];
      const result = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order === 'asc' ? result : -result;
    });
  }, [order, orderBy]);

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="10 km race results">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sortDirection={orderBy === column.id ? order : false}>
                <TableSortLabel
                  active={orderBy === column.id}
                  direction={orderBy === column.id ? order : 'asc'}
                  onClick={() => handleSort(column.id)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortedRows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell>{row.club}</TableCell>
              <TableCell align="right">{row.age}</TableCell>
              <TableCell align="right">{formatTime(row.time)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
