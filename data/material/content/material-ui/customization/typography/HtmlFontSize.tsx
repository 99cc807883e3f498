import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const typographies = {
  16: createTheme({ typography: { htmlFontSize: 16 } }).typography,
  10: createTheme({ typography: { htmlFontSize: 10 } }).typography,
};
type HtmlFontSize = keyof typeof typographies;

// The real root font size of this page (16 px unless the reader changed it); 16 on the server.
function readRootFontSize() {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
function subscribeToNothing() {
  return () => {};
}

export default function HtmlFontSize() {
  const [htmlFontSize, setHtmlFontSize] = React.useState<HtmlFontSize>(16);
  const rootSize = React.useSyncExternalStore(subscribeToNothing, readRootFontSize, () => 16);

  const typography = typographies[htmlFontSize];
  const rem = parseFloat(String(typography.body1.fontSize));

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={htmlFontSize}
        onChange={(_event, value: HtmlFontSize | null) => value && setHtmlFontSize(value)}
        aria-label="htmlFontSize of the theme"
      >
        <ToggleButton value={16}>htmlFontSize: 16</ToggleButton>
        <ToggleButton value={10}>htmlFontSize: 10</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={(outerTheme: Theme) => ({ ...outerTheme, typography })}>
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <Typography variant="body1">The body text of a settings page, meant to be 16 px.</Typography>
        </Box>
      </ThemeProvider>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        body1 = {typography.body1.fontSize} × {rootSize}px root = {Math.round(rem * rootSize * 10) / 10}px
      </Typography>
    </Stack>
  );
}
