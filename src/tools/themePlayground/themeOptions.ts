/**
 * The playground's settings as createTheme options: only what differs from the defaults (the code
 * shows those), and the preview's theme, which adds CSS variables for both of the site's colour
 * schemes so that it follows the page's light/dark class without a re-render or a flash.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { DEFAULT_SETTINGS, type PlaygroundSettings } from './settings';

/** The prefix of the preview's CSS variables: they never meet the site's (`--mui-…`). */
export const CSS_VAR_PREFIX = 'theme-playground';

/** Compact density: the components' smaller sizes and dense lists and toolbars, as defaults. */
export const COMPACT_COMPONENTS = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
} as const satisfies ThemeOptions['components'];

/** The options that differ from the default theme, in the order the code lists them. */
export interface ChangedOptions {
  palette?: { primary: { main: string } };
  shape?: { borderRadius: number };
  typography?: { fontSize: number };
  spacing?: number;
  components?: typeof COMPACT_COMPONENTS;
}

export function changedOptions(settings: PlaygroundSettings): ChangedOptions {
  const options: ChangedOptions = {};
  if (settings.primary.trim().toLowerCase() !== DEFAULT_SETTINGS.primary) {
    options.palette = { primary: { main: settings.primary.trim() } };
  }
  if (settings.borderRadius !== DEFAULT_SETTINGS.borderRadius) {
    options.shape = { borderRadius: settings.borderRadius };
  }
  if (settings.fontSize !== DEFAULT_SETTINGS.fontSize) {
    options.typography = { fontSize: settings.fontSize };
  }
  if (settings.spacing !== DEFAULT_SETTINGS.spacing) {
    options.spacing = settings.spacing;
  }
  if (settings.density === 'compact') {
    options.components = COMPACT_COMPONENTS;
  }
  return options;
}

/**
 * The preview's theme. The chosen primary colour applies to both schemes; an unchanged one leaves
 * each scheme its default. Throws what createTheme throws on a colour it cannot read.
 */
export function createPreviewTheme(settings: PlaygroundSettings): Theme {
  const { palette, ...rest } = changedOptions(settings);
  const scheme = palette ? { palette } : true;
  return createTheme({
    cssVariables: { cssVarPrefix: CSS_VAR_PREFIX, colorSchemeSelector: 'class' },
    colorSchemes: { light: scheme, dark: scheme },
    ...rest,
  });
}
