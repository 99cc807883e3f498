/**
 * What the colour field (and the address) may hold: the formats the library's colour functions
 * read (#rgb, #rrggbb, rgb(), rgba(), hsl(), hsla()), checked here first because those functions
 * throw on anything else, or quietly compute with NaN for a malformed value. Each refusal says
 * what to write instead.
 */
import { createTheme, decomposeColor } from '@mui/material/styles';

/** Longer than any colour in these formats (`hsla(359.5, 100%, 100%, 0.125)` is 31). */
export const MAX_COLOR_LENGTH = 40;

export type ParsedColor = { ok: true; color: string } | { ok: false; message: string };

const FORMATS = 'Use #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().';
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const fail = (message: string): ParsedColor => ({ ok: false, message });

/** A number as CSS writes it: `010.50` → `10.5`. */
const formatNumber = (value: number) => String(Number(value.toFixed(4)));

/** A plain number within [min, max], or undefined. */
function numberIn(text: string, min: number, max: number): number | undefined {
  if (!NUMBER.test(text)) {
    return undefined;
  }
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** An alpha value: 0 to 1, or 0% to 100%. */
function alphaOf(text: string): number | undefined {
  if (text.endsWith('%')) {
    const percent = numberIn(text.slice(0, -1).trim(), 0, 100);
    return percent === undefined ? undefined : percent / 100;
  }
  return numberIn(text, 0, 1);
}

function parseHex(digits: string): ParsedColor {
  if (!/^[0-9a-f]*$/.test(digits)) {
    return fail('A hex colour has only the digits 0–9 and the letters a–f, like #1976d2.');
  }
  if (digits.length === 3 || digits.length === 6) {
    return { ok: true, color: `#${digits}` };
  }
  if (digits.length === 4 || digits.length === 8) {
    return fail('Hex colours with transparency are not supported here: use rgba(), like rgba(25, 118, 210, 0.5).');
  }
  return fail('A hex colour has 3 or 6 digits, like #19d or #1976d2.');
}

function parseFunction(name: string, body: string): ParsedColor {
  if (!['rgb', 'rgba', 'hsl', 'hsla'].includes(name)) {
    return fail(`${name}() colours are not supported by the palette. ${FORMATS}`);
  }
  const values = body.split(',').map((value) => value.trim());
  if (values.length === 1 && /\S\s+\S/.test(values[0])) {
    return fail(`Separate the values with commas, like ${name.startsWith('rgb') ? 'rgb(25, 118, 210)' : 'hsl(210, 79%, 46%)'}.`);
  }
  if (values.length !== 3 && values.length !== 4) {
    return fail(`${name}() takes 3 values, or 4 with transparency (alpha).`);
  }
  let alpha: number | undefined;
  if (values.length === 4) {
    alpha = alphaOf(values[3]);
    if (alpha === undefined) {
      return fail('Transparency (alpha) is a number from 0 to 1, like 0.5.');
    }
  }
  const alphaPart = alpha === undefined ? '' : `, ${formatNumber(alpha)}`;
  const suffix = alpha === undefined ? '' : 'a';
  if (name.startsWith('rgb')) {
    const channels = values.slice(0, 3).map((value) => numberIn(value, 0, 255));
    if (channels.some((channel) => channel === undefined)) {
      return fail('Red, green and blue are numbers from 0 to 255, like rgb(25, 118, 210) (percentages are not supported).');
    }
    return { ok: true, color: `rgb${suffix}(${channels.map((channel) => formatNumber(channel!)).join(', ')}${alphaPart})` };
  }
  const hue = numberIn(values[0].replace(/deg$/, ''), 0, 360);
  if (hue === undefined) {
    return fail('The hue is a number of degrees from 0 to 360, like hsl(210, 79%, 46%).');
  }
  const percents = values.slice(1, 3).map((value) => (value.endsWith('%') ? numberIn(value.slice(0, -1).trim(), 0, 100) : undefined));
  if (percents.some((percent) => percent === undefined)) {
    return fail('Saturation and lightness are percentages from 0% to 100%, like hsl(210, 79%, 46%).');
  }
  return {
    ok: true,
    color: `hsl${suffix}(${formatNumber(hue)}, ${percents.map((percent) => `${formatNumber(percent!)}%`).join(', ')}${alphaPart})`,
  };
}

// Built once: its augmentColor is the palette's own, the last check that the library reads a colour.
let paletteCheck: ReturnType<typeof createTheme>['palette'] | undefined;

/**
 * Reads a colour as the reader typed it: trimmed, any case, with or without the `#` of a hex
 * colour. Gives the colour as the palette and the code will use it (hex in lower case, functions
 * spaced as `rgb(25, 118, 210)`), or a message that says what is wrong.
 */
export function parseColor(input: string): ParsedColor {
  const text = input.trim().toLowerCase();
  if (!text) {
    return fail(`Enter a colour, like #1976d2. ${FORMATS}`);
  }
  if (text.length > MAX_COLOR_LENGTH) {
    return fail(`A colour is at most ${MAX_COLOR_LENGTH} characters. ${FORMATS}`);
  }
  let parsed: ParsedColor;
  const call = /^([a-z-]+)\s*\(([^()]*)\)$/.exec(text);
  if (text.startsWith('#')) {
    parsed = parseHex(text.slice(1));
  } else if (/^([0-9a-f]{3}){1,2}$/.test(text)) {
    // Hex digits without their #, as a colour picker or the address may give them.
    parsed = parseHex(text);
  } else if (call) {
    parsed = parseFunction(call[1], call[2]);
  } else if (/^[a-z]+$/.test(text)) {
    parsed = fail(`Colour names are not supported by the palette functions. ${FORMATS}`);
  } else {
    parsed = fail(`This is not a colour the palette can read. ${FORMATS}`);
  }
  if (!parsed.ok) {
    return parsed;
  }
  try {
    paletteCheck ??= createTheme().palette;
    decomposeColor(parsed.color);
    paletteCheck.augmentColor({ color: { main: parsed.color } });
  } catch {
    return fail(`The palette functions cannot read this colour. ${FORMATS}`);
  }
  return parsed;
}
