import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import VideocamIcon from '@mui/icons-material/Videocam';
import ChatIcon from '@mui/icons-material/Chat';
import GroupAddIcon from '@mui/icons-material/GroupAdd';

const actions = [
  { name: 'Voice call', icon: <CallIcon /> },
  { name: 'Video call', icon: <VideocamIcon /> },
  { name: 'Message', icon: <ChatIcon /> },
  { name: 'New group', icon: <GroupAddIcon /> },
];

export default function TooltipOpenSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [last, setLast] = React.useState<string | null>(null);
  const close = () => setOpen(false);

  return (
    <Box sx={{ position: 'relative', height: 360, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Typography variant="body2" role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {last ? `Starting: ${last}` : 'Open the dial: each action shows its label next to it.'}
      </Typography>
      {/* A backdrop inside the box dims the content and closes the dial when clicked. */}
      <Backdrop open={open} onClick={close} sx={{ position: 'absolute', zIndex: 1 }} />
      <SpeedDial
        ariaLabel="Contact options"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={close}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            // A static label instead of a hover tooltip: readable on touch screens.
            slotProps={{ tooltip: { title: action.name, open: true }, staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } } }}
            onClick={() => {
              setLast(action.name);
              close();
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
