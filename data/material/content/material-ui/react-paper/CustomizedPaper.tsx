import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';

// A reusable "callout" surface: flat, tinted with the primary color and marked with a side stripe.
const Callout = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(2),
  borderInlineStart: `4px solid ${theme.palette.primary.main}`,
  // With CSS variables (as here) the tint follows light and dark mode; otherwise it is computed once.
  backgroundColor: theme.vars ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)` : alpha(theme.palette.primary.main, 0.08),
}));

export default function CustomizedPaper() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 460, mx: 'auto' }}>
      <Callout elevation={0} square>
        <Typography variant="subtitle2">Tip</Typography>
        <Typography variant="body2">Drafts are saved every 30 seconds, even while you are offline.</Typography>
      </Callout>
      <Paper
        elevation={0}
        sx={{
          p: 2,
          borderRadius: 3,
          border: '1px dashed',
          borderColor: 'divider',
          bgcolor: 'transparent',
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No attachments yet. Drop files here to add them.
        </Typography>
      </Paper>
    </Stack>
  );
}
