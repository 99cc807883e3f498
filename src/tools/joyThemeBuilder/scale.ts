/**
 * A ten-shade scale (50…900) from one base colour, as Joy's palettes are laid out: light tints at
 * 50–400 for soft and hover backgrounds, the base itself at 500 (what `solidBg` and the focus ring
 * use), and darker shades at 600–900 for hover, active and dark-scheme surfaces.
 *
 * How: the base is converted to HSL and keeps its hue. Each lighter shade moves its lightness a
 * fixed share of the way from the base's lightness up to near white (98%), each darker shade a
 * fixed share of the way down to near black (6%); the shares grow towards the ends of the scale,
 * so the steps near 500 are small and the extremes are almost white and almost black whatever the
 * base. Saturation is eased off a little at the lightest and darkest shades, where a fully
 * saturated tint looks garish. The result is deterministic: the same base always gives the same
 * scale.
 */
import { hexToRgb, hslToRgb, normalizeHex, rgbToHex, rgbToHsl } from './hex';
import { SHADES, type Shades } from './palette';

const LIGHTEST = 0.98;
const DARKEST = 0.06;

/** For each shade: how far (0–1) towards white (negative: towards black) it moves from the base. */
const STEPS: Record<(typeof SHADES)[number], number> = {
  '50': 0.94,
  '100': 0.86,
  '200': 0.7,
  '300': 0.5,
  '400': 0.26,
  '500': 0,
  '600': -0.18,
  '700': -0.42,
  '800': -0.68,
  '900': -0.86,
};

/** How much of the base's saturation a shade keeps. */
const SATURATION: Record<(typeof SHADES)[number], number> = {
  '50': 0.8,
  '100': 0.85,
  '200': 0.9,
  '300': 0.95,
  '400': 1,
  '500': 1,
  '600': 1,
  '700': 0.95,
  '800': 0.9,
  '900': 0.85,
};

/** The scale around a base colour (`#rgb` or `#rrggbb`); null for anything else. */
export function generateScale(base: string): Shades | null {
  const hex = normalizeHex(base);
  if (hex === null) {
    return null;
  }
  const { h, s, l } = rgbToHsl(hexToRgb(hex));
  const entries = SHADES.map((shade) => {
    const step = STEPS[shade];
    if (step === 0) {
      return [shade, hex];
    }
    // A base lighter than LIGHTEST (or darker than DARKEST) keeps its own lightness as the end.
    const lightness = step > 0 ? l + (Math.max(LIGHTEST, l) - l) * step : l - (l - Math.min(DARKEST, l)) * -step;
    return [shade, rgbToHex(hslToRgb({ h, s: s * SATURATION[shade], l: lightness }))];
  });
  return Object.fromEntries(entries) as Shades;
}
