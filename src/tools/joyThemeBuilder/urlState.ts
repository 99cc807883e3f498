/**
 * The builder's palette in the page's address, so that a theme can be shared: one parameter,
 * `?theme=…`, holding only what differs from Joy's defaults as JSON
 * (`{"light":{"primary":{"500":"#ff5722","solidBg":"600"}}}`) compressed by lz-string into
 * URL-safe characters.
 *
 * Reading is forgiving and safe: a parameter that does not decompress or parse leaves the
 * defaults; within it only known schemes, colours, shades and tokens are read, each shade only if
 * it is a hex colour (`#rrggbb` or `#rgb`) and each token only if it names a shade, white or black.
 * Everything else is ignored, so no text from the address reaches a theme or the page unchecked.
 */
import LZString from 'lz-string';
import { normalizeHex } from './hex';
import {
  COLORS,
  DEFAULT_PALETTE,
  SCHEMES,
  SHADES,
  TOKENS,
  changedShades,
  changedTokens,
  isTokenRef,
  type BuilderPalette,
  type ColorSettings,
} from './palette';

export const PARAM = 'theme';

/** Longer than any real palette needs (all shades and tokens changed is well under 2,000). */
export const MAX_PARAM_LENGTH = 4000;

type Changes = { [scheme: string]: { [color: string]: { [key: string]: string } } };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What differs from the defaults, by scheme and colour; empty schemes and colours left out. */
export function paletteChanges(palette: BuilderPalette): Changes {
  const changes: Changes = {};
  for (const scheme of SCHEMES) {
    for (const color of COLORS) {
      const settings = palette[scheme][color];
      const entries = { ...changedShades(color, settings), ...changedTokens(scheme, color, settings) } as Record<string, string>;
      if (Object.keys(entries).length) {
        changes[scheme] = { ...changes[scheme], [color]: entries };
      }
    }
  }
  return changes;
}

/** The parameter's value for a palette, or null for Joy's defaults. */
export function encodePalette(palette: BuilderPalette): string | null {
  const changes = paletteChanges(palette);
  return Object.keys(changes).length ? LZString.compressToEncodedURIComponent(JSON.stringify(changes)) : null;
}

/** The palette a parameter's value stands for; anything it cannot read stays the default. */
export function decodePalette(value: string | null | undefined): BuilderPalette {
  if (typeof value !== 'string' || !value || value.length > MAX_PARAM_LENGTH) {
    return DEFAULT_PALETTE;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(LZString.decompressFromEncodedURIComponent(value) ?? '');
  } catch {
    return DEFAULT_PALETTE;
  }
  if (!isRecord(parsed)) {
    return DEFAULT_PALETTE;
  }
  const palette: BuilderPalette = { light: { ...DEFAULT_PALETTE.light }, dark: { ...DEFAULT_PALETTE.dark } };
  for (const scheme of SCHEMES) {
    const schemeChanges = Object.hasOwn(parsed, scheme) ? parsed[scheme] : undefined;
    if (!isRecord(schemeChanges)) {
      continue;
    }
    for (const color of COLORS) {
      const entries = Object.hasOwn(schemeChanges, color) ? schemeChanges[color] : undefined;
      if (!isRecord(entries)) {
        continue;
      }
      const base = palette[scheme][color];
      const settings: ColorSettings = { shades: { ...base.shades }, tokens: { ...base.tokens } };
      for (const shade of SHADES) {
        const hex = Object.hasOwn(entries, shade) ? normalizeHex(entries[shade]) : null;
        if (hex !== null) {
          settings.shades[shade] = hex;
        }
      }
      for (const token of TOKENS) {
        const ref = Object.hasOwn(entries, token) ? entries[token] : undefined;
        if (isTokenRef(ref)) {
          settings.tokens[token] = ref;
        }
      }
      palette[scheme][color] = settings;
    }
  }
  return palette;
}

/** The palette in a query string (`?…` or `…`), or the defaults. */
export function parseSearch(search: string): BuilderPalette {
  try {
    return decodePalette(new URLSearchParams(search).get(PARAM));
  } catch {
    return DEFAULT_PALETTE;
  }
}

/** The query string (with its `?`, or empty) for a palette, keeping the current one's other parameters. */
export function paletteToSearch(current: string, palette: BuilderPalette): string {
  const params = new URLSearchParams(current);
  const encoded = encodePalette(palette);
  if (encoded === null) {
    params.delete(PARAM);
  } else {
    params.set(PARAM, encoded);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
