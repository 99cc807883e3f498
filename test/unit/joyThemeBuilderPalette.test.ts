import { extendTheme } from '@mui/joy/styles';
import { normalizeHex, parseHex } from '../../src/tools/joyThemeBuilder/hex';
import {
  COLORS,
  DEFAULT_PALETTE,
  SCHEMES,
  SHADES,
  TOKENS,
  changedShades,
  changedTokens,
  tokenValue,
  withColor,
} from '../../src/tools/joyThemeBuilder/palette';
import { generateScale } from '../../src/tools/joyThemeBuilder/scale';
import { hexToRgb, rgbToHsl } from '../../src/tools/joyThemeBuilder/hex';

const joyDefault = extendTheme();

describe("the builder's defaults are Joy's", () => {
  it.each(SCHEMES)('shades and tokens of every colour, %s scheme', (scheme) => {
    for (const color of COLORS) {
      const joy = joyDefault.colorSchemes[scheme].palette[color] as unknown as Record<string, string>;
      const ours = DEFAULT_PALETTE[scheme][color];
      for (const shade of SHADES) {
        expect(ours.shades[shade]).toBe(joy[shade].toLowerCase());
      }
      for (const token of TOKENS) {
        // Joy's value is `var(--joy-palette-primary-500, #0B6BCB)`: the reference without its fallback.
        const reference = /^var\((--[\w-]+)/.exec(joy[token])?.[1];
        expect(`var(${reference})`).toBe(tokenValue('joy', color, ours.tokens[token]));
      }
    }
  });
});

describe('parseHex', () => {
  it('reads #rrggbb and #rgb, in any case, as lower-case #rrggbb', () => {
    expect(parseHex('#0B6BCB')).toEqual({ ok: true, value: '#0b6bcb' });
    expect(parseHex(' #08c ')).toEqual({ ok: true, value: '#0088cc' });
    expect(parseHex('ff5722')).toEqual({ ok: true, value: '#ff5722' });
  });

  it('refuses anything else with a message', () => {
    for (const bad of ['', 'red', '#ggg', '#12345', '#1234567', 'rgb(1, 2, 3)', 'red;}body{display:none', '#fff;}', '<b>']) {
      const result = parseHex(bad);
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.message).toMatch(/hex colour/);
    }
  });

  it('normalizeHex accepts only strings that are hex colours', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(123)).toBeNull();
    expect(normalizeHex('#abc ')).toBeNull();
    expect(normalizeHex('#abcdef\n')).toBeNull();
  });
});

describe('generateScale', () => {
  const lightness = (hex: string) => rgbToHsl(hexToRgb(hex)).l;

  it('puts the base at 500 and goes from light to dark', () => {
    for (const base of ['#ff5722', '#0b6bcb', '#1f7a1f', '#636b74', '#9a5b13', '#000000', '#ffffff', '#f0f']) {
      const scale = generateScale(base)!;
      expect(Object.keys(scale)).toEqual([...SHADES]);
      expect(scale['500']).toBe(normalizeHex(base));
      for (const shade of SHADES) {
        expect(scale[shade]).toMatch(/^#[0-9a-f]{6}$/);
      }
      const values = SHADES.map((shade) => lightness(scale[shade]));
      for (let index = 1; index < values.length; index += 1) {
        expect(values[index]).toBeLessThanOrEqual(values[index - 1] + 1e-9);
      }
    }
  });

  it('reaches near white and near black, keeping the hue', () => {
    const scale = generateScale('#ff5722')!;
    expect(lightness(scale['50'])).toBeGreaterThan(0.93);
    expect(lightness(scale['900'])).toBeLessThan(0.2);
    const hue = rgbToHsl(hexToRgb('#ff5722')).h;
    for (const shade of ['100', '300', '700'] as const) {
      expect(Math.abs(rgbToHsl(hexToRgb(scale[shade])).h - hue)).toBeLessThan(2);
    }
  });

  it('is deterministic and refuses what is not a hex colour', () => {
    expect(generateScale('#0b6bcb')).toEqual(generateScale('#0B6BCB'));
    expect(generateScale('blue')).toBeNull();
    expect(generateScale('#0b6bcb;}')).toBeNull();
  });
});

describe('changes', () => {
  it('lists only the shades and tokens that differ from the defaults', () => {
    const primary = DEFAULT_PALETTE.light.primary;
    expect(changedShades('primary', primary)).toEqual({});
    expect(changedTokens('light', 'primary', primary)).toEqual({});
    const edited = { shades: { ...primary.shades, '500': '#ff5722' }, tokens: { ...primary.tokens, solidBg: '600' as const } };
    expect(changedShades('primary', edited)).toEqual({ '500': '#ff5722' });
    expect(changedTokens('light', 'primary', edited)).toEqual({ solidBg: '600' });
    // The dark scheme's defaults are its own: softBg is 800 there.
    expect(changedTokens('dark', 'primary', { ...primary, tokens: DEFAULT_PALETTE.dark.primary.tokens })).toEqual({});
  });

  it('withColor replaces one colour of one scheme only', () => {
    const next = withColor(DEFAULT_PALETTE, 'dark', 'danger', DEFAULT_PALETTE.dark.primary);
    expect(next.dark.danger).toBe(DEFAULT_PALETTE.dark.primary);
    expect(next.light).toBe(DEFAULT_PALETTE.light);
    expect(DEFAULT_PALETTE.dark.danger.shades['500']).toBe('#c41c1c');
  });
});
