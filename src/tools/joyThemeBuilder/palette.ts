/**
 * What the Joy UI theme builder edits: for each colour scheme (`light`, `dark`) and each of the
 * five palette colours, its ten shades and its global variant tokens, each token a reference to a
 * shade (or to `common.white` / `common.black`). The defaults are Joy UI's own (`extendTheme()` of
 * @mui/joy 5.0.0-beta.49, checked against the library by the unit tests).
 */
import joyColors from '@mui/joy/colors';

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

export const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type ColorName = (typeof COLORS)[number];

export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type Shade = (typeof SHADES)[number];

/** The global variant tokens the builder lets the reader point at another shade. */
export const TOKENS = [
  'solidBg',
  'solidHoverBg',
  'solidActiveBg',
  'solidColor',
  'softBg',
  'softHoverBg',
  'softActiveBg',
  'softColor',
  'softActiveColor',
  'outlinedBorder',
  'outlinedColor',
  'outlinedHoverBg',
  'outlinedActiveBg',
  'plainColor',
  'plainHoverBg',
  'plainActiveBg',
] as const;
export type TokenName = (typeof TOKENS)[number];

/** What a token may refer to: a shade of its own colour, or white or black. */
export const TOKEN_REFS = [...SHADES, 'white', 'black'] as const;
export type TokenRef = (typeof TOKEN_REFS)[number];

export type Shades = Record<Shade, string>;
export type Tokens = Record<TokenName, TokenRef>;

export interface ColorSettings {
  /** `#rrggbb`, lower case. */
  shades: Shades;
  tokens: Tokens;
}

export type SchemePalette = Record<ColorName, ColorSettings>;
export type BuilderPalette = Record<Scheme, SchemePalette>;

export const isScheme = (value: unknown): value is Scheme => value === 'light' || value === 'dark';
export const isColorName = (value: unknown): value is ColorName => (COLORS as readonly unknown[]).includes(value);
export const isShade = (value: unknown): value is Shade => (SHADES as readonly unknown[]).includes(value);
export const isTokenName = (value: unknown): value is TokenName => (TOKENS as readonly unknown[]).includes(value);
export const isTokenRef = (value: unknown): value is TokenRef => (TOKEN_REFS as readonly unknown[]).includes(value);

/** Joy's default shades: the same in both schemes. */
const DEFAULT_SOURCES: Record<ColorName, Record<Shade, string>> = {
  primary: joyColors.blue,
  neutral: joyColors.grey,
  danger: joyColors.red,
  success: joyColors.green,
  warning: joyColors.yellow,
};

/**
 * Which shade each token uses by default in a scheme (extendTheme's light and dark variant
 * variables), before the neutral colour's own exceptions.
 */
const DEFAULT_TOKENS: Record<Scheme, Tokens> = {
  light: {
    solidBg: '500',
    solidHoverBg: '600',
    solidActiveBg: '700',
    solidColor: 'white',
    softBg: '100',
    softHoverBg: '200',
    softActiveBg: '300',
    softColor: '700',
    softActiveColor: '800',
    outlinedBorder: '300',
    outlinedColor: '500',
    outlinedHoverBg: '100',
    outlinedActiveBg: '200',
    plainColor: '500',
    plainHoverBg: '100',
    plainActiveBg: '200',
  },
  dark: {
    solidBg: '500',
    solidHoverBg: '600',
    solidActiveBg: '700',
    solidColor: 'white',
    softBg: '800',
    softHoverBg: '700',
    softActiveBg: '600',
    softColor: '200',
    softActiveColor: '100',
    outlinedBorder: '700',
    outlinedColor: '200',
    outlinedHoverBg: '800',
    outlinedActiveBg: '700',
    plainColor: '300',
    plainHoverBg: '800',
    plainActiveBg: '700',
  },
};

/** Neutral's text is darker in the light scheme (extendTheme overrides these two). */
const NEUTRAL_TOKENS: Record<Scheme, Partial<Tokens>> = {
  light: { plainColor: '700', outlinedColor: '700' },
  dark: { plainColor: '300' },
};

export function defaultShades(color: ColorName): Shades {
  const source = DEFAULT_SOURCES[color];
  return Object.fromEntries(SHADES.map((shade) => [shade, source[shade].toLowerCase()])) as Shades;
}

export function defaultTokens(scheme: Scheme, color: ColorName): Tokens {
  return { ...DEFAULT_TOKENS[scheme], ...(color === 'neutral' ? NEUTRAL_TOKENS[scheme] : {}) };
}

export function defaultColor(scheme: Scheme, color: ColorName): ColorSettings {
  return { shades: defaultShades(color), tokens: defaultTokens(scheme, color) };
}

function defaultScheme(scheme: Scheme): SchemePalette {
  return Object.fromEntries(COLORS.map((color) => [color, defaultColor(scheme, color)])) as SchemePalette;
}

export const DEFAULT_PALETTE: BuilderPalette = { light: defaultScheme('light'), dark: defaultScheme('dark') };

/** A copy of the palette with one colour of one scheme replaced. */
export function withColor(palette: BuilderPalette, scheme: Scheme, color: ColorName, settings: ColorSettings): BuilderPalette {
  return { ...palette, [scheme]: { ...palette[scheme], [color]: settings } };
}

/** The shades that differ from Joy's defaults, in order. */
export function changedShades(color: ColorName, settings: ColorSettings): Partial<Shades> {
  const defaults = defaultShades(color);
  return Object.fromEntries(
    SHADES.filter((shade) => settings.shades[shade] !== defaults[shade]).map((shade) => [shade, settings.shades[shade]]),
  );
}

/** The tokens that differ from Joy's defaults for the scheme, in order. */
export function changedTokens(scheme: Scheme, color: ColorName, settings: ColorSettings): Partial<Tokens> {
  const defaults = defaultTokens(scheme, color);
  return Object.fromEntries(
    TOKENS.filter((token) => settings.tokens[token] !== defaults[token]).map((token) => [token, settings.tokens[token]]),
  );
}

export function isDefaultColor(scheme: Scheme, color: ColorName, settings: ColorSettings): boolean {
  return Object.keys(changedShades(color, settings)).length === 0 && Object.keys(changedTokens(scheme, color, settings)).length === 0;
}

/** The CSS value of a token: `var(--joy-palette-primary-600)` with the prefix `joy`. */
export function tokenValue(prefix: string, color: ColorName, ref: TokenRef): string {
  const name = ref === 'white' || ref === 'black' ? `common-${ref}` : `${color}-${ref}`;
  return `var(--${prefix}-palette-${name})`;
}
