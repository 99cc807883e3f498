import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  width: '100%',
  maxWidth: 420,
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: theme.spacing(1, 1.5),
  borderRadius: 8,
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  resize: 'none',
  '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 1 },
}));

const draft = [
  'Hi team,',
  '',
  'The release is moved to Thursday so that QA can finish the payment tests.',
  'Please merge everything you want in it by Wednesday noon.',
  'The changelog draft is in the shared folder; add a line for each change you own.',
  '',
  'Thanks!',
].join('\n');

export default function MaxRowsTextarea() {
  const [value, setValue] = React.useState(draft);

  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
      <Typography component="label" htmlFor="announcement-text" variant="body2">
        Announcement
      </Typography>
      {/* Between 2 and 6 rows: past 6 the textarea stops growing and scrolls. */}
      <Textarea id="announcement-text" minRows={2} maxRows={6} value={value} onChange={(event) => setValue(event.target.value)} />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {value.split('\n').length} lines, {value.length} characters
      </Typography>
    </Box>
  );
}
