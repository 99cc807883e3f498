import LZString from 'lz-string';
import { DEFAULT_PALETTE, withColor, type BuilderPalette } from '../../src/tools/joyThemeBuilder/palette';
import { generateScale } from '../../src/tools/joyThemeBuilder/scale';
import { PARAM, decodePalette, encodePalette, paletteToSearch, parseSearch } from '../../src/tools/joyThemeBuilder/urlState';

const encode = (value: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(value));

function custom(): BuilderPalette {
  let palette = withColor(DEFAULT_PALETTE, 'light', 'primary', {
    shades: generateScale('#ff5722')!,
    tokens: { ...DEFAULT_PALETTE.light.primary.tokens, solidBg: '600', solidColor: 'black' },
  });
  palette = withColor(palette, 'dark', 'neutral', {
    ...DEFAULT_PALETTE.dark.neutral,
    shades: { ...DEFAULT_PALETTE.dark.neutral.shades, '900': '#101010' },
  });
  return palette;
}

describe('encodePalette / decodePalette', () => {
  it('writes nothing for the defaults', () => {
    expect(encodePalette(DEFAULT_PALETTE)).toBeNull();
    expect(paletteToSearch('', DEFAULT_PALETTE)).toBe('');
    expect(paletteToSearch(`?${PARAM}=abc&ref=nav`, DEFAULT_PALETTE)).toBe('?ref=nav');
  });

  it('round-trips a palette through the address', () => {
    const palette = custom();
    expect(decodePalette(encodePalette(palette))).toEqual(palette);
    expect(parseSearch(paletteToSearch('?ref=nav#x', palette))).toEqual(palette);
    expect(paletteToSearch('?ref=nav', palette)).toMatch(new RegExp(`^\\?ref=nav&${PARAM}=[\\w+$-]+$`));
  });

  it('holds only the changes, compactly', () => {
    const json = LZString.decompressFromEncodedURIComponent(encodePalette(custom())!);
    expect(JSON.parse(json)).toEqual({
      // Every shade of the scale differs from Joy's blue, 500 (the base) included.
      light: { primary: { ...generateScale('#ff5722')!, solidBg: '600', solidColor: 'black' } },
      dark: { neutral: { '900': '#101010' } },
    });
    expect(encodePalette(custom())!.length).toBeLessThan(300);
  });

  it('leaves the defaults for a malformed parameter', () => {
    for (const bad of [null, '', 'not lz', '%%%', encode('a string'), encode([1, 2]), encode(null), 'x'.repeat(5000)]) {
      expect(decodePalette(bad)).toEqual(DEFAULT_PALETTE);
    }
    expect(parseSearch('?theme=%E0%A4%A')).toEqual(DEFAULT_PALETTE);
    expect(parseSearch('?other=1')).toEqual(DEFAULT_PALETTE);
  });

  it('refuses every value that is not a hex colour or a known token reference, keeping the rest', () => {
    const palette = decodePalette(
      encode({
        light: {
          primary: {
            '500': 'red;}body{display:none',
            '600': '#12',
            '700': '#ABC',
            '800': 42,
            solidBg: 'var(--x)',
            softBg: '300',
            unknown: '#ffffff',
          },
          secondary: { '500': '#ffffff' },
        },
        sepia: { primary: { '500': '#ffffff' } },
        dark: { danger: '#ffffff', success: { '50': '<img src=x>' } },
      }),
    );
    const expected = withColor(DEFAULT_PALETTE, 'light', 'primary', {
      shades: { ...DEFAULT_PALETTE.light.primary.shades, '700': '#aabbcc' },
      tokens: { ...DEFAULT_PALETTE.light.primary.tokens, softBg: '300' },
    });
    expect(palette).toEqual(expected);
    const hostile = '{"__proto__":{"polluted":true},"light":{"__proto__":{"500":"#ffffff"},"constructor":{"500":"#ffffff"}}}';
    expect(decodePalette(LZString.compressToEncodedURIComponent(hostile))).toEqual(DEFAULT_PALETTE);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
