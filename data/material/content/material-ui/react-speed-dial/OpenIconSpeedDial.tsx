import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import AlarmIcon from '@mui/icons-material/Alarm';
import ChecklistIcon from '@mui/icons-material/Checklist';

const actions = [
  { name: 'New event', icon: <EventIcon /> },
  { name: 'New reminder', icon: <AlarmIcon /> },
  { name: 'New task list', icon: <ChecklistIcon /> },
];

export default function OpenIconSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 280, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <SpeedDial
        ariaLabel="Create in calendar"
        // The pencil is replaced by a close icon while the dial is open.
        icon={<SpeedDialIcon icon={<EditIcon />} openIcon={<CloseIcon />} />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name } }} />
        ))}
      </SpeedDial>
    </Box>
  );
}
