import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ReplyIcon from '@mui/icons-material/Reply';
import ForwardIcon from '@mui/icons-material/Forward';
import ArchiveIcon from '@mui/icons-material/Archive';

const actions = [
  { label: 'Reply', icon: <ReplyIcon /> },
  { label: 'Forward', icon: <ForwardIcon /> },
  { label: 'Archive', icon: <ArchiveIcon /> },
];

export default function MediaQueryToolbar() {
  const theme = useTheme();
  // true from the md breakpoint (900 px) up; false on the server and in the first client render.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [last, setLast] = React.useState('nothing yet');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Paper variant="outlined" sx={{ p: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }} role="toolbar" aria-label="Message actions">
        {actions.map((action) =>
          wide ? (
            <Button key={action.label} startIcon={action.icon} onClick={() => setLast(action.label)}>
              {action.label}
            </Button>
          ) : (
            <Tooltip key={action.label} title={action.label}>
              <IconButton onClick={() => setLast(action.label)}>{action.icon}</IconButton>
            </Tooltip>
          ),
        )}
      </Paper>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <code>{theme.breakpoints.up('md')}</code> matches: <strong>{String(wide)}</strong>
      </Typography>
      <Typography variant="body2" role="status">
        Last action: {last}
      </Typography>
    </Stack>
  );
}
