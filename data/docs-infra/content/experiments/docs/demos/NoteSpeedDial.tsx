import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import Print from '@mui/icons-material/Print';

const actions = [
  { name: 'Write a note', icon: <Edit /> },
  { name: 'Email the note', icon: <Email /> },
  { name: 'Print the note', icon: <Print /> },
];

export default function NoteSpeedDial() {
  const [last, setLast] = React.useState('Nothing yet');

  return (
    <Box sx={{ height: 260, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between' }}>
      <Typography variant="body2">Last action: {last}</Typography>
      <SpeedDial ariaLabel="Note actions" icon={<SpeedDialIcon />} sx={{ position: 'relative' }}>
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => setLast(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
