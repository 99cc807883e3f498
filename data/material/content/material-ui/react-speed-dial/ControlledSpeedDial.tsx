import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import DownloadIcon from '@mui/icons-material/Download';

const actions = [
  { name: 'Copy link', icon: <ContentCopyIcon /> },
  { name: 'Print', icon: <PrintIcon /> },
  { name: 'Share', icon: <ShareIcon /> },
  { name: 'Download PDF', icon: <DownloadIcon /> },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [message, setMessage] = React.useState('Nothing chosen yet.');

  return (
    <Box sx={{ position: 'relative', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="p">
          Quarterly report
        </Typography>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
      </Box>
      <SpeedDial
        ariaLabel="Report actions"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => {
              setMessage(`${action.name}: done.`);
              // Close the dial once an action has been chosen.
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
