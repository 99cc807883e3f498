import * as React from 'react';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

const sizes = ['sm', 'md', 'lg'] as const;

const meetings = [
  { room: 'Birch', floor: 2, seats: 6, screen: 'Yes' },
  { room: 'Cedar', floor: 2, seats: 12, screen: 'Yes' },
  { room: 'Harbour', floor: 4, seats: 20, screen: 'Two' },
  { room: 'Nook', floor: 1, seats: 2, screen: 'No' },
];

export default function TableSizes() {
  const [size, setSize] = React.useState<(typeof sizes)[number]>('md');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup aria-label="Table size" size="sm" value={size} onChange={(_event, value) => value && setSize(value)}>
        {sizes.map((value) => (
          <Button key={value} value={value}>
            {value}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Table size={size} aria-label="Meeting rooms">
        <thead>
          <tr>
            <th>Room</th>
            <th>Floor</th>
            <th>Seats</th>
            <th>Screen</th>
          </tr>
        </thead>
        <tbody>
          {meetings.map((meeting) => (
            <tr key={meeting.room}>
              <td>{meeting.room}</td>
              <td>{meeting.floor}</td>
              <td>{meeting.seats}</td>
              <td>{meeting.screen}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
