import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// One style object for both modes: the dark values are added with theme.applyStyles,
// which becomes a selector on the color scheme (a class here) instead of a runtime check.
const StatusPanel = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  borderLeft: '4px solid',
  borderLeftColor: (theme.vars ?? theme).palette.success.main,
  backgroundColor: '#e8f5e9',
  color: '#1b4d1e',
  ...theme.applyStyles('dark', {
    backgroundColor: '#13291a',
    color: '#c8e6c9',
  }),
}));

export default function ApplyStylesPanel() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
      <StatusPanel>
        <Typography variant="subtitle2" component="p">
          Backups are up to date
        </Typography>
        <Typography variant="body2">Last snapshot 12 minutes ago, 3 regions replicated.</Typography>
      </StatusPanel>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Switch the site between light and dark mode: the panel changes with it, without re-rendering.
      </Typography>
    </Stack>
  );
}
