import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function UnderlineTextarea() {
  const id = React.useId();

  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420, width: '100%' }}>
      <Typography component="label" htmlFor={id} level="title-sm">
        Bio
      </Typography>
      <Textarea
        slotProps={{ textarea: { id } }}
        variant="plain"
        minRows={2}
        placeholder="A sentence or two about you for your public profile"
        sx={(theme) => ({
          '--Textarea-radius': '0px',
          '--Textarea-paddingInline': '0px',
          backgroundColor: 'transparent',
          borderBottom: '1px solid',
          borderColor: theme.vars.palette.neutral[500],
          '&:hover': { borderColor: theme.vars.palette.text.primary },
          // The focus ring becomes a 2 px line that grows from the middle.
          '&::before': {
            top: 'auto',
            bottom: '-1px',
            height: '2px',
            m: 0,
            boxShadow: 'none',
            backgroundColor: 'var(--Textarea-focusedHighlight)',
            transform: 'scaleX(0)',
            transition: 'transform 150ms ease',
          },
          '&:focus-within::before': { transform: 'scaleX(1)' },
          '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
        })}
      />
    </Stack>
  );
}
