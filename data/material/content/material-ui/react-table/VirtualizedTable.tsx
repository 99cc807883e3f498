import * as React from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Reading {
  id: number;
  sensor: string;
  time: string;
  temperature: number;
  humidity: number;
}

const sensors = ['Greenhouse A', 'Greenhouse B', 'Cold store', 'Seed room', 'Packing hall'];

// 10,000 readings, one every minute: only the rows in view are rendered.
const readings: Reading[] = Array.from({ length: 10000 }, (_, index) => {
  const minutes = index % 1440;
  return {
    id: index + 1,
    sensor: sensors[index % sensors.length],
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    temperature: 4 + ((index * 13) % 220) / 10,
    humidity: 40 + ((index * 7) % 45),
  };
});

const columns: { key: keyof Reading; label: string; width: number; numeric?: boolean }[] = [
  { key: 'id', label: 'Reading', width: 90 },
  { key: 'sensor', label: 'Sensor', width: 160 },
  { key: 'time', label: 'Time', width: 90 },
  { key: 'temperature', label: 'Temp. (°C)', width: 110, numeric: true },
  { key: 'humidity', label: 'Humidity (%)', width: 120, numeric: true },
];

// TableVirtuoso draws the table from these parts, so each one is a Material UI component.
const VirtuosoTableComponents: TableComponents<Reading> = {
  Scroller: React.forwardRef<HTMLDivElement>(function Scroller(props, ref) {
    return <TableContainer component={Paper} role="region" aria-label="Sensor readings, scrollable" {...props} ref={ref} />;
  }),
  Table: (props) => (
    <Table {...props} aria-label="Sensor readings" sx={{ borderCollapse: 'separate', tableLayout: 'fixed', minWidth: 570 }} />
  ),
  TableHead: React.forwardRef<HTMLTableSectionElement>(function VirtuosoTableHead(props, ref) {
    return <TableHead {...props} ref={ref} />;
  }),
  // `item` is the row's data; it must not reach the DOM.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  TableRow: ({ item, ...props }) => <TableRow hover {...props} />,
  TableBody: React.forwardRef<HTMLTableSectionElement>(function VirtuosoTableBody(props, ref) {
    return <TableBody {...props} ref={ref} />;
  }),
};

function headerContent() {
  return (
    <TableRow>
      {columns.map((column) => (
        <TableCell
          key={column.key}
          variant="head"
          align={column.numeric ? 'right' : 'left'}
          style={{ width: column.width }}
          sx={{ bgcolor: 'background.paper' }}
        >
          {column.label}
        </TableCell>
      ))}
    </TableRow>
  );
}

function rowContent(_index: number, row: Reading) {
  return (
    <React.Fragment>
      <TableCell component="th" scope="row">
        #{row.id}
      </TableCell>
      <TableCell>{row.sensor}</TableCell>
      <TableCell>{row.time}</TableCell>
      <TableCell align="right">{row.temperature.toFixed(1)}</TableCell>
      <TableCell align="right">{row.humidity}</TableCell>
    </React.Fragment>
  );
}

export default function VirtualizedTable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <TableVirtuoso data={readings} components={VirtuosoTableComponents} fixedHeaderContent={headerContent} itemContent={rowContent} />
    </Box>
  );
}
