/**
 * The palette the tool shows, computed by the library exactly as a reader's theme would be:
 * `createTheme` with the chosen `main` colours and the default tonal offset and contrast
 * threshold, written out so that the numbers say where they come from.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { swatchColor, type Swatch } from './materialPalette';

export const INTENTS = ['primary', 'secondary'] as const;
export type Intent = (typeof INTENTS)[number];
export type ChosenColors = Record<Intent, string>;
export type Mode = 'light' | 'dark';

/** `light` is `main` lightened by this much, `dark` darkened by 1.5 times it. */
export const TONAL_OFFSET = 0.2;
/** White text on a colour when its contrast ratio with white reaches this, else dark text. */
export const CONTRAST_THRESHOLD = 3;

/** The library's own defaults (#1976d2 and #9c27b0), where the tool starts. */
export const DEFAULT_SWATCHES: Record<Intent, Swatch> = {
  primary: { hue: 'blue', shade: '700' },
  secondary: { hue: 'purple', shade: '500' },
};

export const DEFAULT_COLORS: ChosenColors = {
  primary: swatchColor(DEFAULT_SWATCHES.primary),
  secondary: swatchColor(DEFAULT_SWATCHES.secondary),
};

export const INTENT_LABELS: Record<Intent, string> = { primary: 'Primary', secondary: 'Secondary' };

/**
 * The theme a reader gets from these colours in a mode (colours from parseColor, which the library
 * reads), in the page's direction.
 */
export function paletteTheme(colors: ChosenColors, mode: Mode, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      tonalOffset: TONAL_OFFSET,
      contrastThreshold: CONTRAST_THRESHOLD,
    },
  });
}
