import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { styled } from '@mui/material/styles';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import PollIcon from '@mui/icons-material/Poll';

// A smaller, secondary-colored dial whose actions share its color.
const CompactSpeedDial = styled(SpeedDial)(({ theme }) => ({
  position: 'absolute',
  bottom: theme.spacing(2),
  left: theme.spacing(2),
  '& .MuiSpeedDialAction-fab': {
    backgroundColor: theme.palette.secondary.light,
    color: theme.palette.secondary.contrastText,
    '&:hover': { backgroundColor: theme.palette.secondary.main },
  },
}));

const actions = [
  { name: 'Add image', icon: <AddPhotoAlternateIcon /> },
  { name: 'Add text', icon: <TextFieldsIcon /> },
  { name: 'Add poll', icon: <PollIcon /> },
];

export default function CustomizedSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 260, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <CompactSpeedDial ariaLabel="Add a block to the post" icon={<SpeedDialIcon />} FabProps={{ color: 'secondary', size: 'medium' }}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name, placement: 'right' } }} />
        ))}
      </CompactSpeedDial>
    </Box>
  );
}
