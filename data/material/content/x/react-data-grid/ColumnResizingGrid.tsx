import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

interface Booking {
  id: number;
  room: string;
  organizer: string;
  starts: string;
  seats: number;
  notes: string;
}

const rows: Booking[] = [
  {
    id: 1,
    room: 'Atlas',
    organizer: 'Grace Mwangi',
    starts: '09:00',
    seats: 8,
    notes: 'Quarterly planning with the regional leads; needs the large screen and a second HDMI cable.',
  },
  { id: 2, room: 'Birch', organizer: 'Paolo Ricci', starts: '10:30', seats: 4, notes: 'Candidate interview.' },
  {
    id: 3,
    room: 'Cedar',
    organizer: 'Hannah Weiss',
    starts: '11:00',
    seats: 12,
    notes: 'Design review of the onboarding flow, remote participants from two offices.',
  },
  { id: 4, room: 'Atlas', organizer: 'Samir Khalil', starts: '13:30', seats: 6, notes: 'Vendor demo; coffee for six.' },
  { id: 5, room: 'Delta', organizer: 'Mei Chen', starts: '15:00', seats: 3, notes: 'One-to-one.' },
];

const columns: GridColDef<Booking>[] = [
  // A fixed-width column: its separator cannot be dragged.
  { field: 'room', headerName: 'Room', width: 90, resizable: false },
  { field: 'organizer', headerName: 'Organizer', width: 150, minWidth: 120, maxWidth: 240 },
  { field: 'starts', headerName: 'Starts', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'notes', headerName: 'Notes', width: 260, minWidth: 140 },
];

export default function ColumnResizingGrid() {
  const [message, setMessage] = React.useState('Drag or double-click the separator at the right edge of a header.');

  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setMessage(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide.`);
  };

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          aria-label="Meeting room bookings"
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
