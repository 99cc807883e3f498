/**
 * The preview's Joy theme: the reader's whole palette, in CSS variables of its own
 * (`--joy-builder-…`, never the site's or the Joy demos'), each scheme under an attribute on its
 * own pane, so the light and the dark pane show side by side whatever the site's mode.
 */
import { extendTheme } from '@mui/joy/styles';
import { COLORS, SCHEMES, TOKENS, tokenValue, type BuilderPalette } from './palette';

export const CSS_VAR_PREFIX = 'joy-builder';
/** The attribute each pane carries: `data-joy-builder-scheme="dark"`. */
export const SCHEME_ATTRIBUTE = 'data-joy-builder-scheme';

type PaletteInput = Record<string, Record<string, string>>;

export function previewThemeOptions(palette: BuilderPalette) {
  const schemeOptions = (scheme: (typeof SCHEMES)[number]) => {
    const colors: PaletteInput = {};
    for (const color of COLORS) {
      const { shades, tokens } = palette[scheme][color];
      const entries: Record<string, string> = { ...shades };
      for (const token of TOKENS) {
        entries[token] = tokenValue(CSS_VAR_PREFIX, color, tokens[token]);
      }
      colors[color] = entries;
    }
    return { palette: colors };
  };
  return {
    cssVarPrefix: CSS_VAR_PREFIX,
    colorSchemeSelector: `[${SCHEME_ATTRIBUTE}="%s"]`,
    colorSchemes: { light: schemeOptions('light'), dark: schemeOptions('dark') },
  };
}

export function createPreviewTheme(palette: BuilderPalette) {
  return extendTheme(previewThemeOptions(palette));
}
