import * as React from 'react';
import styled from '@emotion/styled';
import { ThemeProvider as EmotionThemeProvider, useTheme as useEmotionTheme } from '@emotion/react';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

// Stands in for another Emotion-based library (Theme UI, Chakra UI v2…): its theme uses keys that
// Material UI's theme also has (`shadows`, `breakpoints`), with other shapes.
const partnerTheme = {
  colors: { text: '#3e2723', background: '#fff3e0', accent: '#bf360c' },
  radii: { card: 12 },
  shadows: { card: '0 4px 0 #ffb74d' },
  breakpoints: ['30em', '48em'],
};

type PartnerTheme = typeof partnerTheme;

const PartnerCard = styled('div')((props) => {
  const theme = props.theme as Partial<PartnerTheme>;
  return {
    padding: 16,
    color: theme.colors?.text,
    backgroundColor: theme.colors?.background,
    borderRadius: theme.radii?.card,
    boxShadow: theme.shadows?.card,
    border: `2px solid ${theme.colors?.accent}`,
    fontSize: 14,
  };
});

function PartnerReadout() {
  const theme = useEmotionTheme() as Partial<PartnerTheme>;
  const shadow = typeof theme.shadows?.card === 'string' ? theme.shadows.card : 'undefined';
  const firstBreakpoint = Array.isArray(theme.breakpoints) ? theme.breakpoints[0] : 'undefined';
  return (
    <PartnerCard role="status">
      <strong>Other library&apos;s card</strong>
      <div>
        <code>shadows.card</code>: {shadow}
      </div>
      <div>
        <code>breakpoints[0]</code>: {firstBreakpoint}
      </div>
    </PartnerCard>
  );
}

// A complete Material UI theme that follows the site's light/dark class, with a prefix of its own.
const materialTheme = createTheme({
  cssVariables: { cssVarPrefix: 'scoping-demo', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#4db6ac' } } },
  },
  shape: { borderRadius: 20 },
});

// Created once: a new object on every render would make the provider recompute the theme.
// `colorSchemeNode={null}` below: the page owns the light/dark class on <html>, so this nested provider leaves it alone.
const scopedMaterialTheme = { [THEME_ID]: materialTheme };

export default function ScopedThemeToggle() {
  const [scoped, setScoped] = React.useState(true);
  const content = (
    <Stack spacing={2}>
      <PartnerReadout />
      <Button variant="contained">Material UI button</Button>
    </Stack>
  );
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={scoped} onChange={(event) => setScoped(event.target.checked)} />}
        label="Scope Material UI's theme with THEME_ID"
      />
      <EmotionThemeProvider theme={partnerTheme}>
        {scoped ? (
          // Material UI's theme is stored under its own key; the other library's keys stay untouched.
          <ThemeProvider theme={scopedMaterialTheme} colorSchemeNode={null}>
            {content}
          </ThemeProvider>
        ) : (
          // Material UI's theme is spread over the shared theme object and replaces `shadows` and `breakpoints`.
          <ThemeProvider theme={materialTheme} colorSchemeNode={null}>
            {content}
          </ThemeProvider>
        )}
      </EmotionThemeProvider>
    </Stack>
  );
}
