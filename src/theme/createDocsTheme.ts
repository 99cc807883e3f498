import { createTheme, decomposeColor, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
// Types the theme with its CSS variables (theme.vars, colorSchemes) everywhere in the site.
import type {} from '@mui/material/themeCssVarsAugmentation';

export type Direction = 'ltr' | 'rtl';

/** What the library's `createTheme` accepts, colour schemes and CSS variables included. */
export type DocsThemeOptions = NonNullable<Parameters<typeof createTheme>[0]>;

export interface DocsThemeSettings {
  direction?: Direction;
  dense?: boolean;
}

/** The class the colour-scheme script and the CSS variables agree on (`.light` / `.dark` on <html>). */
export const COLOR_SCHEME_SELECTOR = 'class';

/** Palette colour names whose values are checked before the theme is built. */
const PALETTE_INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

// The site's own colour schemes. Chosen for a contrast ratio of at least 4.5:1 between
// text and background in both modes (checked by the accessibility tests).
const lightPalette = {
  primary: { main: '#0b62c4' },
  secondary: { main: '#7b3fc4' },
  // Darker and lighter than the library's reds: the sidebar's "Deprecated" flag sits on the selected item's tint.
  error: { main: '#c62828' },
  background: { default: '#ffffff', paper: '#ffffff' },
  text: { primary: '#1a2027', secondary: '#4a5866' },
  divider: '#dde3ea',
};

const darkPalette = {
  primary: { main: '#66b2ff' },
  secondary: { main: '#c79bff' },
  error: { main: '#ff8a80' },
  background: { default: '#0b1117', paper: '#101820' },
  text: { primary: '#e7edf3', secondary: '#a9b6c3' },
  divider: '#26313c',
};

/** The page background of each scheme: the browser's `theme-color` and the web app manifest use them too. */
export const SCHEME_BACKGROUNDS = { light: lightPalette.background.default, dark: darkPalette.background.default } as const;

const fontFamily = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/**
 * The library's `createTheme` already rejects a missing or non-string `main`, any format other
 * than #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color() and unknown `color()` spaces.
 * It lets a hex colour with non-hex digits through as NaN channels; this closes that gap
 * with the library's own `decomposeColor`.
 */
function assertNoNaNChannels(palette: unknown): void {
  if (!palette || typeof palette !== 'object') {
    return;
  }
  for (const intent of PALETTE_INTENTS) {
    const main = (palette as Record<string, { main?: unknown } | undefined>)[intent]?.main;
    if (typeof main === 'string' && decomposeColor(main).values.some((v) => Number.isNaN(Number(v)))) {
      throw new Error(`Theme palette "${intent}" has an invalid colour: ${main}`);
    }
  }
}

function densityOverrides(dense: boolean): DocsThemeOptions['components'] {
  if (!dense) {
    return {};
  }
  return {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiToggleButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiList: { defaultProps: { dense: true } },
    MuiListItemButton: { defaultProps: { dense: true } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  };
}

/**
 * The documentation site's product theme: a CSS-variables theme with light and dark schemes.
 * Demos do not use it; they render in the library's default theme.
 *
 * `extra` is merged over the site's options, colour schemes included; it goes through the
 * same validation as the library's `createTheme`.
 */
export function createDocsTheme(settings: DocsThemeSettings = {}, extra: DocsThemeOptions = {}): Theme {
  const { direction = 'ltr', dense = false } = settings;
  assertNoNaNChannels(extra.palette);
  for (const scheme of Object.values(extra.colorSchemes ?? {})) {
    if (scheme && typeof scheme === 'object') {
      assertNoNaNChannels((scheme as { palette?: unknown }).palette);
    }
  }

  const options: DocsThemeOptions = {
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
    colorSchemes: {
      light: { palette: { ...lightPalette, contrastThreshold: 3, tonalOffset: 0.2 } },
      dark: { palette: { ...darkPalette, contrastThreshold: 3, tonalOffset: 0.2 } },
    },
    direction,
    shape: { borderRadius: 12 },
    spacing: 8,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    zIndex: {
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    },
    typography: { fontFamily, fontSize: 14, htmlFontSize: 16 },
    mixins: {
      toolbar: {
        minHeight: 56,
        '@media (min-width:0px) and (orientation: landscape)': { minHeight: 48 },
        '@media (min-width:600px)': { minHeight: 64 },
      },
    },
    components: densityOverrides(dense),
  };

  return createTheme(deepmerge(options, extra));
}
