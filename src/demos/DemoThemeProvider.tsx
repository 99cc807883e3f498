import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Direction } from '../theme/createDocsTheme';

/**
 * Demos and playgrounds render in the library's default theme (its own CSS variables), not the
 * site's, in the site's direction: components that measure or place things (Tabs' indicator,
 * Slider, Popper placement, Drawer anchors) read it from the theme, and re-measure when it changes.
 */
const demoThemeOptions = {
  cssVariables: { cssVarPrefix: 'demo', colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
} as const;
const demoThemes = {
  ltr: createTheme(demoThemeOptions),
  rtl: createTheme({ ...demoThemeOptions, direction: 'rtl' }),
};

/** The demo theme's CSS variables, both colour schemes (switched by the site's class on <html>); once per page. */
export function DemoThemeVariables() {
  return <GlobalStyles styles={demoThemes.ltr.generateStyleSheets?.() ?? []} />;
}

/**
 * The demo theme for one island. The provider stands alone (no stored mode, no class on <html>,
 * no style sheet of its own): it renders the same on the server, where it sits in the page, and
 * in the island's own root.
 */
export default function DemoThemeProvider({ direction, children }: { direction: Direction; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={demoThemes[direction]} disableNestedContext disableStyleSheetGeneration storageManager={null} colorSchemeNode={null}>
      {children}
    </ThemeProvider>
  );
}
