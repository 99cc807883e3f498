/**
 * Colour values as the tool shows and compares them, built on the library's colour functions:
 * hex for display, and translucent colours laid over what is under them, since that is what a
 * reader sees (the library's contrast functions ignore alpha). Inputs are colours parseColor or
 * the palette gave, which those functions read.
 */
import { decomposeColor, getContrastRatio, hslToRgb } from '@mui/material/styles';

type Rgba = [red: number, green: number, blue: number, alpha: number];

function rgbaOf(color: string): Rgba {
  const decomposed = decomposeColor(color);
  const { values } = decomposed.type.startsWith('hsl') ? decomposeColor(hslToRgb(color)) : decomposed;
  return [values[0], values[1], values[2], values[3] ?? 1];
}

const hexByte = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` for an opaque colour, `#rrggbbaa` for a translucent one. */
export function toHex(color: string): string {
  const [red, green, blue, alpha] = rgbaOf(color);
  return `#${hexByte(red)}${hexByte(green)}${hexByte(blue)}${alpha < 1 ? hexByte(alpha * 255) : ''}`;
}

/** The colour as seen over an opaque background: `rgb(…)` with the alpha blended away. */
export function over(color: string, background: string): string {
  const [red, green, blue, alpha] = rgbaOf(color);
  const under = rgbaOf(background);
  const mix = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
  return `rgb(${mix(red, under[0])}, ${mix(green, under[1])}, ${mix(blue, under[2])})`;
}

/**
 * The contrast ratio (1 to 21) of text on a background, as shown on a page: a translucent
 * background over the page, a translucent text over that.
 */
export function contrastOf(text: string, background: string, page: string): number {
  const shownBackground = over(background, page);
  return getContrastRatio(over(text, shownBackground), shownBackground);
}

/** Black or white, whichever reads better on the colour (at least 4.58:1 on any colour). */
export function readableOn(color: string, page: string): '#000' | '#fff' {
  return contrastOf('#000', color, page) >= contrastOf('#fff', color, page) ? '#000' : '#fff';
}
