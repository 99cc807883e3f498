import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Table from '@mui/joy/Table';

const axes = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'] as const;
type Axis = (typeof axes)[number];

const shifts = [
  { day: 'Monday', morning: 'Ana', afternoon: 'Kofi', evening: 'Mei' },
  { day: 'Tuesday', morning: 'Kofi', afternoon: 'Mei', evening: 'Ana' },
  { day: 'Wednesday', morning: 'Mei', afternoon: 'Ana', evening: 'Kofi' },
];

export default function TableBorders() {
  const [borderAxis, setBorderAxis] = React.useState<Axis>('bothBetween');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>borderAxis</FormLabel>
        <Select value={borderAxis} onChange={(_event, value) => value && setBorderAxis(value)} size="sm">
          {axes.map((axis) => (
            <Option key={axis} value={axis}>
              {axis}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Table borderAxis={borderAxis} aria-label="Front desk shifts">
        <thead>
          <tr>
            <th>Weekday</th>
            <th>Early</th>
            <th>Day</th>
            <th>Late</th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.day}>
              <td>{shift.day}</td>
              <td>{shift.morning}</td>
              <td>{shift.afternoon}</td>
              <td>{shift.evening}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
