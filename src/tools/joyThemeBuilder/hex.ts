/**
 * Colours in the builder are hex only: `#rrggbb` or `#rgb`. Every value from a field or from the
 * address passes `parseHex` before it reaches a theme, a style or the page, so text such as
 * `red;}body{display:none` can never become CSS.
 */

export const MAX_HEX_LENGTH = 16;

const HEX = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

export type HexResult = { ok: true; value: string } | { ok: false; message: string };

/** Whether a value is a hex colour as the builder stores it or reads it. */
export function isHex(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** `#rgb` or `#rrggbb` (any case) as `#rrggbb` in lower case; anything else is null. */
export function normalizeHex(value: unknown): string | null {
  if (!isHex(value)) {
    return null;
  }
  const digits = value.slice(1).toLowerCase();
  return `#${
    digits.length === 3
      ? Array.from(digits)
          .map((digit) => digit + digit)
          .join('')
      : digits
  }`;
}

/** A field's text as a colour (trimmed, normalised), or what is wrong with it. */
export function parseHex(text: string): HexResult {
  const value = text.trim();
  if (!value) {
    return { ok: false, message: 'Enter a hex colour, such as #0b6bcb.' };
  }
  const hex = normalizeHex(value.startsWith('#') ? value : `#${value}`);
  if (hex === null || value.length > MAX_HEX_LENGTH) {
    return { ok: false, message: 'Use a hex colour: # and 6 (or 3) digits 0–9, a–f.' };
  }
  return { ok: true, value: hex };
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** Degrees, 0–360. */
  h: number;
  /** 0–1. */
  s: number;
  /** 0–1. */
  l: number;
}

/** A normalised `#rrggbb` as channels 0–255. */
export function hexToRgb(hex: string): Rgb {
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}

const channelHex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const red = r / 255;
  const green = g / 255;
  const blue = b / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) {
    return { h: 0, s: 0, l };
  }
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === red) {
    h = ((green - blue) / delta) % 6;
  } else if (max === green) {
    h = (blue - red) / delta + 2;
  } else {
    h = (red - green) / delta + 4;
  }
  return { h: (h * 60 + 360) % 360, s: Math.min(1, s), l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r1, g1, b1] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = l - chroma / 2;
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}
