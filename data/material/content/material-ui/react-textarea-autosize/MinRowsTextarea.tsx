import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
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
  '&:hover': { borderColor: (theme.vars || theme).palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 1 },
}));

export default function MinRowsTextarea() {
  const [value, setValue] = React.useState('');

  return (
    <Box component="label" sx={{ display: 'grid', gap: 1, typography: 'body2' }}>
      Delivery instructions
      {/* Starts three rows tall and grows without limit as the text gets longer. */}
      <Textarea
        minRows={3}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Leave the parcel with the neighbour at number 12…"
      />
    </Box>
  );
}
