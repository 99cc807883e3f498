import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';

const actions = [
  { title: 'Copy the itinerary', icon: <ContentCopy /> },
  { title: 'Print the itinerary', icon: <Print /> },
  { title: 'Share the itinerary', icon: <Share /> },
];

export default function EditorTooltips() {
  const [last, setLast] = React.useState('');

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {actions.map((action) => (
        <Tooltip key={action.title} title={action.title}>
          <IconButton onClick={() => setLast(action.title)}>{action.icon}</IconButton>
        </Tooltip>
      ))}
      <Typography variant="body2" role="status">
        {last ? `Done: ${last.toLowerCase()}` : ''}
      </Typography>
    </Stack>
  );
}
