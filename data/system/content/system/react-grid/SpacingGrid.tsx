import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import Stack from '@mui/system/Stack';

const values = [0, 0.5, 1, 2, 3, 4, 8];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);
  const id = React.useId();

  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, px: 2, pb: 1.5 }}>
        <Box component="legend" sx={{ px: 0.5, color: 'text.secondary', fontSize: 14 }}>
          spacing
        </Box>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {values.map((value) => (
            <Box component="label" key={value} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.primary' }}>
              <input type="radio" name={`${id}-spacing`} value={value} checked={spacing === value} onChange={() => setSpacing(value)} />
              {value}
            </Box>
          ))}
        </Stack>
      </Box>
      <Grid container spacing={spacing}>
        {['Inbox', 'Drafts', 'Scheduled', 'Sent', 'Archive', 'Spam'].map((label) => (
          <Grid key={label} size={{ xs: 6, sm: 4 }}>
            <Box
              sx={{
                py: 2,
                textAlign: 'center',
                bgcolor: 'action.hover',
                borderRadius: 1,
                color: 'text.primary',
              }}
            >
              {label}
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {`<Grid container spacing={${spacing}}>`} · gap of {spacing * 8}px
      </Box>
    </Stack>
  );
}
