/**
 * @jest-environment node
 */
import { createTheme } from '@mui/material/styles';
import { blue, grey, indigo, pink } from '@mui/material/colors';
import { contrastOf, over, readableOn, toHex } from '../../src/tools/colorTool/colorMath';
import { contrastChecks, contrastLevel, formatRatio } from '../../src/tools/colorTool/contrast';
import { HUES, SHADES, findSwatch, hueLabel, swatchColor, swatchExpression } from '../../src/tools/colorTool/materialPalette';
import { DEFAULT_COLORS, paletteTheme } from '../../src/tools/colorTool/palette';
import { paletteSummary } from '../../src/tools/colorTool/summary';
import { themeCode } from '../../src/tools/colorTool/themeCode';

const BACKGROUNDS = { light: '#fff', dark: '#121212' };

describe('the Material palette', () => {
  it('has the 19 hues of @mui/material/colors, each in 14 shades', () => {
    expect(HUES).toHaveLength(19);
    expect(HUES[0]).toBe('red');
    expect(HUES).not.toContain('common');
    expect(SHADES).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700']);
    expect(swatchColor({ hue: 'indigo', shade: '500' })).toBe(indigo[500]);
    expect(swatchColor({ hue: 'pink', shade: 'A400' })).toBe(pink.A400);
  });

  it('names hues and swatches as readers and code do', () => {
    expect(hueLabel('deepPurple')).toBe('Deep purple');
    expect(hueLabel('red')).toBe('Red');
    expect(swatchExpression({ hue: 'blue', shade: '700' })).toBe('blue[700]');
    expect(swatchExpression({ hue: 'pink', shade: 'A400' })).toBe('pink.A400');
  });

  it('finds the swatch of a hex colour in any case, preferring the one already chosen', () => {
    expect(findSwatch('#3F51B5')).toEqual({ hue: 'indigo', shade: '500' });
    expect(findSwatch('#123456')).toBeUndefined();
    expect(findSwatch(undefined)).toBeUndefined();
    // grey A100 is grey 100's colour.
    expect(grey.A100).toBe(grey[100]);
    expect(findSwatch(grey.A100)).toEqual({ hue: 'grey', shade: '100' });
    expect(findSwatch(grey.A100, { hue: 'grey', shade: 'A100' })).toEqual({ hue: 'grey', shade: 'A100' });
  });
});

describe('the palette', () => {
  it.each(['#3f51b5', 'rgb(245, 0, 87)', 'hsl(120, 40%, 30%)', 'rgba(0, 150, 136, 0.5)', '#ffeb3b'])(
    'is what createTheme gives a reader for main %s, in light and dark mode',
    (main) => {
      const reader = createTheme({ palette: { primary: { main }, secondary: { main }, tonalOffset: 0.2, contrastThreshold: 3 } });
      const light = paletteTheme({ primary: main, secondary: main }, 'light');
      const dark = paletteTheme({ primary: main, secondary: main }, 'dark');
      expect(light.palette.primary).toEqual(reader.palette.primary);
      expect(light.palette.secondary).toEqual(reader.palette.secondary);
      expect(dark.palette.primary).toEqual(reader.palette.primary);
      expect(dark.palette.mode).toBe('dark');
      expect(dark.palette.background.default).toBe('#121212');
    },
  );

  it('starts from the library default colours', () => {
    expect(DEFAULT_COLORS).toEqual({ primary: blue[700], secondary: '#9c27b0' });
    // The default theme sets its light and dark shades itself; a reader's main gets them computed.
    expect(paletteTheme(DEFAULT_COLORS, 'light').palette.primary.main).toBe(createTheme().palette.primary.main);
    expect(paletteTheme(DEFAULT_COLORS, 'light').palette.secondary.main).toBe(createTheme().palette.secondary.main);
    expect(paletteTheme(DEFAULT_COLORS, 'light', 'rtl').direction).toBe('rtl');
  });

  it('derives light and dark by the tonal offset, and dark text on light colours', () => {
    const { primary } = paletteTheme({ primary: '#3f51b5', secondary: '#ffeb3b' }, 'light').palette;
    expect(primary.light).toBe('rgb(101, 115, 195)');
    expect(primary.dark).toBe('rgb(44, 56, 126)');
    expect(primary.contrastText).toBe('#fff');
    expect(paletteTheme({ primary: '#ffeb3b', secondary: '#ffeb3b' }, 'light').palette.primary.contrastText).toBe('rgba(0, 0, 0, 0.87)');
  });
});

describe('colour maths', () => {
  it('writes any colour as hex, with alpha only when translucent', () => {
    expect(toHex('rgb(101, 115, 195)')).toBe('#6573c3');
    expect(toHex('#3f51b5')).toBe('#3f51b5');
    expect(toHex('#fff')).toBe('#ffffff');
    expect(toHex('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(toHex('rgba(0, 0, 0, 0.5)')).toBe('#00000080');
  });

  it('lays a translucent colour over its background', () => {
    expect(over('rgba(0, 0, 0, 0.5)', '#fff')).toBe('rgb(127.5, 127.5, 127.5)');
    expect(over('#3f51b5', '#000')).toBe('rgb(63, 81, 181)');
  });

  it('measures contrast as shown: translucent text is paler than its opaque colour', () => {
    expect(contrastOf('#000', '#fff', '#fff')).toBe(21);
    expect(contrastOf('rgba(0, 0, 0, 0.87)', '#fff', '#fff')).toBeLessThan(21);
    expect(contrastOf('rgba(0, 0, 0, 0.87)', '#fff', '#fff')).toBeGreaterThan(15);
    // A translucent background is seen over the page.
    expect(contrastOf('#fff', 'rgba(0, 0, 0, 0)', '#fff')).toBe(1);
  });

  it('picks black or white text, whichever reads better', () => {
    expect(readableOn('#ffeb3b', '#fff')).toBe('#000');
    expect(readableOn('#1a237e', '#fff')).toBe('#fff');
    for (const hue of HUES) {
      for (const shade of SHADES) {
        const color = swatchColor({ hue, shade });
        expect(contrastOf(readableOn(color, '#fff'), color, '#fff')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('contrast checks', () => {
  it('rates ratios against WCAG AA: 4.5:1 for text, 3:1 for large text', () => {
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('AA large');
    expect(contrastLevel(3)).toBe('AA large');
    expect(contrastLevel(2.99)).toBe('fail');
  });

  it('cuts the ratio to two decimals, never rounding up into a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('checks contrastText on main and dark, and main as text on both pages', () => {
    const checks = contrastChecks(paletteTheme(DEFAULT_COLORS, 'light').palette.primary, BACKGROUNDS);
    expect(checks.map((check) => [check.key, formatRatio(check.ratio), check.level])).toEqual([
      ['contrastText-main', '4.60:1', 'AA'],
      ['contrastText-dark', '7.89:1', 'AA'],
      ['main-light', '4.60:1', 'AA'],
      ['main-dark', '4.07:1', 'AA large'],
    ]);
  });

  it('fails a pale main as text on the light page', () => {
    const checks = contrastChecks(paletteTheme({ primary: '#ffeb3b', secondary: '#fff' }, 'light').palette.primary, BACKGROUNDS);
    const onLight = checks.find((check) => check.key === 'main-light')!;
    expect(onLight.level).toBe('fail');
    expect(checks.find((check) => check.key === 'main-dark')!.level).toBe('AA');
  });

  it('sums the palette up for the status line', () => {
    const { primary } = paletteTheme(DEFAULT_COLORS, 'light').palette;
    const [onMain] = contrastChecks(primary, BACKGROUNDS);
    expect(paletteSummary('Primary', primary, { hue: 'blue', shade: '700' }, onMain)).toBe(
      'Primary: Blue 700, main #1976d2, light #4791db, dark #115293. Contrast text #fff on main: 4.60:1 (Passes AA).',
    );
    expect(paletteSummary('Primary', primary, undefined, onMain)).toMatch(/^Primary: main #1976d2,/);
  });
});

describe('themeCode', () => {
  it('writes only the chosen main colours, naming the swatches they are', () => {
    const code = themeCode({ primary: '#3f51b5', secondary: 'rgba(245, 0, 87, 0.5)' }, { primary: { hue: 'indigo', shade: '500' } });
    expect(code).toBe(
      [
        "import { createTheme } from '@mui/material/styles';",
        '',
        'const theme = createTheme({',
        '  palette: {',
        '    primary: {',
        "      main: '#3f51b5', // indigo[500]",
        '    },',
        '    secondary: {',
        "      main: 'rgba(245, 0, 87, 0.5)',",
        '    },',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
    expect(code).not.toMatch(/light|dark|contrastText|tonalOffset/);
  });
});
