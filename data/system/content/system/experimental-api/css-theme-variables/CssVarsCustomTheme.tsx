import * as React from 'react';
import {
  createStyled,
  unstable_createCssVarsProvider as createCssVarsProvider,
  unstable_createCssVarsTheme as createCssVarsTheme,
} from '@mui/system';

// A small design system: two colour schemes, variables prefixed with --trail-.
const theme = createCssVarsTheme({
  cssVarPrefix: 'trail',
  colorSchemeSelector: '[data-trail-scheme="%s"]',
  defaultColorScheme: 'light',
  colorSchemes: {
    light: {
      palette: {
        surface: '#ffffff',
        text: '#1c2b24',
        muted: '#4a5d54',
        border: '#c5d3cb',
        accent: '#21704d',
        onAccent: '#ffffff',
      },
    },
    dark: {
      palette: {
        surface: '#14211b',
        text: '#e4f0e9',
        muted: '#a9beb3',
        border: '#35503f',
        accent: '#86d9b0',
        onAccent: '#0b1a12',
      },
    },
  },
});

const { CssVarsProvider, useColorScheme } = createCssVarsProvider<'light' | 'dark'>({
  theme,
  // The scheme for each mode: with a single string, dark mode would use it too.
  defaultColorScheme: { light: 'light', dark: 'dark' },
  modeStorageKey: 'trail-mode',
});

type Token = 'surface' | 'text' | 'muted' | 'border' | 'accent' | 'onAccent';

interface TrailTheme {
  vars: { palette: Record<Token, string> };
}

// A styled() whose theme type knows the design system's tokens.
const styled = createStyled<TrailTheme>();

// Styles read theme.vars: var(--trail-palette-surface) and so on, whatever the scheme.
const Card = styled('section')(({ theme: { vars } }) => ({
  padding: 16,
  borderRadius: 12,
  border: `1px solid ${vars.palette.border}`,
  backgroundColor: vars.palette.surface,
  color: vars.palette.text,
  maxWidth: 440,
  transition: 'background-color 150ms, color 150ms',
}));

const Muted = styled('p')(({ theme: { vars } }) => ({
  margin: '4px 0 16px',
  fontSize: 14,
  color: vars.palette.muted,
}));

const SchemeButton = styled('button')(({ theme: { vars } }) => ({
  font: 'inherit',
  fontSize: 14,
  padding: '6px 12px',
  borderRadius: 8,
  cursor: 'pointer',
  border: `1px solid ${vars.palette.accent}`,
  backgroundColor: 'transparent',
  color: vars.palette.text,
  '&[aria-pressed="true"]': {
    backgroundColor: vars.palette.accent,
    color: vars.palette.onAccent,
  },
  '&:focus-visible': {
    outline: `2px solid ${vars.palette.accent}`,
    outlineOffset: 2,
  },
}));

function ModeSwitcher() {
  const { mode, setMode } = useColorScheme();
  return (
    <div role="group" aria-label="Colour scheme" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(['light', 'dark', 'system'] as const).map((value) => (
        <SchemeButton key={value} type="button" aria-pressed={mode === value} onClick={() => setMode(value)}>
          {value[0].toUpperCase() + value.slice(1)}
        </SchemeButton>
      ))}
    </div>
  );
}

export default function CssVarsCustomTheme() {
  // The scheme attribute goes on this demo's wrapper, not on <html>.
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();

  return (
    <CssVarsProvider colorSchemeNode={node} storageManager={null} defaultMode="light">
      <div ref={setNode}>
        <Card aria-labelledby={titleId}>
          <h3 id={titleId} style={{ margin: 0, fontSize: 18, fontWeight: 500 }}>
            Ridge loop, 14 km
          </h3>
          <Muted>Moderate · 620 m of ascent · about 4½ hours</Muted>
          <ModeSwitcher />
        </Card>
      </div>
    </CssVarsProvider>
  );
}
