/**
 * The Material Design colour system as @mui/material/colors ships it: hues (in the order of the
 * Material guidelines) × shades (50 to 900, then the accents A100 to A700), each a hex colour.
 */
import {
  amber,
  blue,
  blueGrey,
  brown,
  cyan,
  deepOrange,
  deepPurple,
  green,
  grey,
  indigo,
  lightBlue,
  lightGreen,
  lime,
  orange,
  pink,
  purple,
  red,
  teal,
  yellow,
} from '@mui/material/colors';

const HUE_COLORS = {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
  brown,
  grey,
  blueGrey,
} as const;

export type Hue = keyof typeof HUE_COLORS;

export const HUES = Object.keys(HUE_COLORS) as Hue[];
export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const;
export type Shade = (typeof SHADES)[number];

// The package types the shades 50…900 as number keys; object keys are strings, as a radio or an address gives them.
const COLORS = HUE_COLORS as unknown as Record<Hue, Record<Shade, string>>;

export interface Swatch {
  hue: Hue;
  shade: Shade;
}

/** The swatch's hex colour, as the package writes it (`#3f51b5`). */
export function swatchColor({ hue, shade }: Swatch): string {
  return COLORS[hue][shade];
}

/** "deepPurple" → "Deep purple": the hue as a reader says it. */
export function hueLabel(hue: Hue): string {
  const words = hue.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How code names the swatch: `blue[700]`, `pink.A400`. */
export function swatchExpression({ hue, shade }: Swatch): string {
  return /^\d/.test(shade) ? `${hue}[${shade}]` : `${hue}.${shade}`;
}

/**
 * The swatch whose colour is this opaque hex colour (`#rrggbb`, any case), or undefined. A few
 * swatches share a colour (grey A100 is grey 100): the preferred one wins when it matches, so a
 * choice made on the grid is not renamed.
 */
export function findSwatch(hex: string | undefined, preferred?: Swatch): Swatch | undefined {
  if (!hex) {
    return undefined;
  }
  const wanted = hex.toLowerCase();
  if (preferred && swatchColor(preferred).toLowerCase() === wanted) {
    return preferred;
  }
  for (const hue of HUES) {
    for (const shade of SHADES) {
      if (COLORS[hue][shade].toLowerCase() === wanted) {
        return { hue, shade };
      }
    }
  }
  return undefined;
}
