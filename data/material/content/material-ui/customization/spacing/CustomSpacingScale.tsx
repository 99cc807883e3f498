import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// Three ways to define the same kind of scale; each is a plain `spacing` option of createTheme.
const options = {
  number: { label: 'spacing: 4', spacing: 4 },
  array: { label: 'spacing: [0, 4, 8, 16, 24, 40, 64]', spacing: [0, 4, 8, 16, 24, 40, 64] },
  function: { label: 'spacing: (n) => `${n * 0.25}rem`', spacing: (factor: number) => `${factor * 0.25}rem` },
};
type Kind = keyof typeof options;

const steps = [0, 1, 2, 3, 4, 5, 6];

export default function CustomSpacingScale() {
  const [kind, setKind] = React.useState<Kind>('array');
  const spacing = React.useMemo(() => createTheme({ spacing: options[kind].spacing }).spacing, [kind]);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_event, value: Kind | null) => value && setKind(value)}
        aria-label="Kind of spacing option"
      >
        <ToggleButton value="number">Number</ToggleButton>
        <ToggleButton value="array">Array</ToggleButton>
        <ToggleButton value="function">Function</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {options[kind].label}
      </Typography>
      <Stack spacing={0.5}>
        {steps.map((step) => (
          <Box key={step} sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', alignItems: 'center', gap: 1 }}>
            <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              spacing({step}) = {spacing(step)}
            </Box>
            <Box sx={{ height: 12, width: spacing(step), maxWidth: '100%', bgcolor: 'primary.main', borderRadius: 0.5 }} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
