/**
 * The primary colour field: what it accepts and what it says when it cannot. The library's colour
 * functions throw on some unsupported formats and let others through as NaN channels (`#ggg`,
 * `rgb(1, 2)`), so the field checks the text against the formats createTheme reads, channel
 * ranges included, before the theme is built.
 */
import { decomposeColor, hslToRgb } from '@mui/material/styles';

export const MAX_COLOR_LENGTH = 64;

export type ColorResult = { ok: true; value: string } | { ok: false; message: string };

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = new RegExp(String.raw`^rgba?\(\s*(${NUMBER})\s*,\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*(${NUMBER})\s*)?\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\(\s*(${NUMBER})(?:deg)?\s*,\s*(${NUMBER})%\s*,\s*(${NUMBER})%\s*(?:,\s*(${NUMBER})\s*)?\)$`, 'i');

const FORMATS = '#rrggbb, #rgb, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%) or hsla(h, s%, l%, a)';
/** How much of a rejected value the message repeats. */
const QUOTED_LENGTH = 24;

function quote(text: string): string {
  const characters = Array.from(text);
  return `“${characters.length > QUOTED_LENGTH ? `${characters.slice(0, QUOTED_LENGTH).join('')}…` : text}”`;
}

const inRange = (text: string | undefined, max: number) => text === undefined || Number(text) <= max;

/** The colour a field's text stands for (trimmed), or why it does not stand for one. */
export function parseColor(text: string): ColorResult {
  const value = text.trim();
  if (!value) {
    return { ok: false, message: 'Enter a colour, such as #1976d2.' };
  }
  if (value.length > MAX_COLOR_LENGTH) {
    return { ok: false, message: `A colour is at most ${MAX_COLOR_LENGTH} characters: use ${FORMATS}.` };
  }
  if (HEX.test(value)) {
    return { ok: true, value };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const [, red, green, blue, opacity] = rgb;
    if (![red, green, blue].every((channel) => inRange(channel, 255)) || !inRange(opacity, 1)) {
      return { ok: false, message: 'In rgb(), red, green and blue go from 0 to 255 and alpha from 0 to 1.' };
    }
    // The library reads the function's name in lower case only.
    return { ok: true, value: value.toLowerCase() };
  }
  const hsl = HSL.exec(value);
  if (hsl) {
    const [, , saturation, lightness, opacity] = hsl;
    if (!inRange(saturation, 100) || !inRange(lightness, 100) || !inRange(opacity, 1)) {
      return { ok: false, message: 'In hsl(), saturation and lightness go from 0% to 100% and alpha from 0 to 1.' };
    }
    return { ok: true, value: value.toLowerCase() };
  }
  return { ok: false, message: `${quote(value)} is not a colour the theme reads: use ${FORMATS}.` };
}

const toHex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/** A valid colour as `#rrggbb`, what a native colour picker takes (its alpha dropped). */
export function pickerHex(color: string): string {
  const value = color.trim().toLowerCase();
  const rgb = value.startsWith('hsl') ? hslToRgb(value) : value;
  const { values } = decomposeColor(rgb);
  return `#${values.slice(0, 3).map(toHex).join('')}`;
}
