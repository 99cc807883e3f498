import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Static styles only: the changing value arrives as a CSS variable through `style`,
// so nothing in the styled() call depends on props at runtime.
const Track = styled('div')(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  overflow: 'hidden',
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
}));

const Fill = styled('div')(({ theme }) => ({
  height: '100%',
  width: 'var(--meter-value, 0%)',
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
}));

export default function CssVariableMeter() {
  const [used, setUsed] = React.useState(40);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" role="status" gutterBottom>
        Storage used: {used} of 100 GB
      </Typography>
      <Track role="presentation">
        <Fill style={{ '--meter-value': `${used}%` } as React.CSSProperties} />
      </Track>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button size="small" variant="outlined" disabled={used >= 100} onClick={() => setUsed((value) => Math.min(100, value + 10))}>
          Upload 10 GB
        </Button>
        <Button size="small" variant="outlined" disabled={used <= 0} onClick={() => setUsed((value) => Math.max(0, value - 10))}>
          Delete 10 GB
        </Button>
      </Stack>
    </Box>
  );
}
