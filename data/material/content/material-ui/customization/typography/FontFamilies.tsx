import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Font stacks that need no download: each ends with a generic family as the last fallback.
const stacks = {
  roboto: '"Roboto", "Helvetica", "Arial", sans-serif',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
};
type StackName = keyof typeof stacks;

// fontFamily is copied into every variant when the typography is built, so build it again.
const typographies = Object.fromEntries(
  Object.entries(stacks).map(([name, fontFamily]) => [name, createTheme({ typography: { fontFamily } }).typography]),
) as Record<StackName, Theme['typography']>;

export default function FontFamilies() {
  const [font, setFont] = React.useState<StackName>('system');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={font}
        onChange={(_event, value: StackName | null) => value && setFont(value)}
        aria-label="Font family"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="roboto">Default (Roboto)</ToggleButton>
        <ToggleButton value="system">System UI</ToggleButton>
        <ToggleButton value="serif">Serif</ToggleButton>
        <ToggleButton value="mono">Monospace</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={(outerTheme: Theme) => ({ ...outerTheme, typography: typographies[font] })}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h5" component="p" gutterBottom>
            Night trains are back on the coast line
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            Four sleeper services a week will link the harbour towns from March, with bicycles allowed in every carriage.
          </Typography>
          <Button variant="contained">See the timetable</Button>
        </Paper>
      </ThemeProvider>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        fontFamily: {stacks[font]}
      </Typography>
    </Stack>
  );
}
