import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { Direction } from '../theme/createDocsTheme';
import { followSiteColorScheme } from '../theme/siteColorScheme';
// Types only: the theme's `components` then know the Data Grid's props.
import type {} from '@mui/x-data-grid/themeAugmentation';

/**
 * Demos and playgrounds render in the library's default theme (its own CSS variables), not the
 * site's, in the site's direction: components that measure or place things (Tabs' indicator,
 * Slider, Popper placement, Drawer anchors) read it from the theme, and re-measure when it changes.
 */
const demoThemeOptions = {
  cssVariables: { cssVarPrefix: 'demo', colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
  // The site's Content-Security-Policy forbids eval: without this the Data Grid probes for it with
  // `Function()` the first time it filters, and the browser reports the blocked call.
  components: { MuiDataGrid: { defaultProps: { disableEval: true } } },
} as const;
const ltrTheme = createTheme(demoThemeOptions);
// Made the first time a reader switches direction: most never do.
let rtlTheme: Theme | undefined;

function demoTheme(direction: Direction): Theme {
  if (direction === 'ltr') {
    return ltrTheme;
  }
  rtlTheme ??= createTheme({ ...demoThemeOptions, direction: 'rtl' });
  return rtlTheme;
}

/**
 * The demo theme's CSS variables, both colour schemes (switched by the site's class on <html>):
 * written at build as a static style sheet for the pages (MATERIAL_THEME_STYLESHEET).
 */
export function demoThemeStyleSheets() {
  return ltrTheme.generateStyleSheets?.() ?? [];
}

/** The same variables inside a demo's own frame (DemoIframe), whose document has no link to the sheet. */
export function DemoThemeVariables() {
  return <GlobalStyles styles={demoThemeStyleSheets()} />;
}

/**
 * The demo theme for one island. The provider stands alone (its mode is the site's, read from
 * <html>, never stored; no class on <html>, no style sheet of its own): it renders the same on the
 * server, where it sits in the page, and in the island's own root.
 */
export default function DemoThemeProvider({ direction, children }: { direction: Direction; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={demoTheme(direction)} disableNestedContext {...followSiteColorScheme}>
      {children}
    </ThemeProvider>
  );
}
