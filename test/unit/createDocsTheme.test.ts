import { capitalize } from '@mui/material/utils';
import { decomposeColor } from '@mui/material/styles';
import { createDocsTheme } from '../../src/theme/createDocsTheme';

describe('createDocsTheme values', () => {
  const theme = createDocsTheme();

  it('uses border radius 12 and an 8 px spacing unit', () => {
    expect(theme.shape.borderRadius).toBe(12);
    // With CSS variables the spacing is a variable that falls back to the 8 px unit.
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(3)).toBe('calc(3 * var(--mui-spacing, 8px))');
    expect(theme.vars.spacing).toBe('var(--mui-spacing, 8px)');
  });

  it('sets the typography base and root font sizes', () => {
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
  });

  it('sets the breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('sets every z-index layer', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
  });

  it('has 25 shadows: none and 24 levels', () => {
    expect(theme.shadows).toHaveLength(25);
    expect(theme.shadows[0]).toBe('none');
    expect(new Set(theme.shadows.slice(1)).size).toBe(24);
  });

  it('sets the toolbar heights: 56, 48 in landscape, 64 from sm', () => {
    const toolbar = theme.mixins.toolbar as Record<string, unknown>;
    expect(toolbar.minHeight).toBe(56);
    expect(toolbar['@media (min-width:0px) and (orientation: landscape)']).toEqual({ minHeight: 48 });
    expect(toolbar['@media (min-width:600px)']).toEqual({ minHeight: 64 });
  });

  it('sets the contrast threshold and tonal offset in both schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      expect(palette.contrastThreshold).toBe(3);
      expect(palette.tonalOffset).toBe(0.2);
    }
  });

  it('has light and dark colour schemes selected by a class', () => {
    expect(theme.colorSchemes.light!.palette.mode).toBe('light');
    expect(theme.colorSchemes.dark!.palette.mode).toBe('dark');
    expect(theme.getColorSchemeSelector('dark')).toBe('.dark &');
    expect(theme.colorSchemes.dark!.palette.background.default).not.toBe(theme.colorSchemes.light!.palette.background.default);
  });

  it('applies the direction and density settings', () => {
    expect(createDocsTheme({ direction: 'rtl' }).direction).toBe('rtl');
    expect(theme.direction).toBe('ltr');
    expect(createDocsTheme({ dense: true }).components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(theme.components?.MuiButton).toBeUndefined();
  });
});

describe('theme input validation', () => {
  const withPrimary = (main: unknown) => () => createDocsTheme({}, { palette: { primary: { main } as { main: string } } });

  it('throws when a palette colour has no main', () => {
    expect(() => createDocsTheme({}, { palette: { primary: {} as { main: string } } })).toThrow(/main/);
  });

  it('throws when main is not a string', () => {
    expect(withPrimary(42)).toThrow(/invalid/);
  });

  it.each([
    '#abc',
    '#a1b2c3',
    'rgb(10, 20, 30)',
    'rgba(10, 20, 30, 0.5)',
    'hsl(200, 50%, 40%)',
    'hsla(200, 50%, 40%, 0.5)',
    'color(display-p3 0.1 0.4 0.8)',
  ])('accepts %s', (color) => {
    expect(withPrimary(color)).not.toThrow();
  });

  it.each(['red', 'blue', '#zzz', 'transparent', 'hwb(10 20% 30%)', '123456'])('rejects %s', (color) => {
    expect(withPrimary(color)).toThrow();
  });

  it.each(['srgb', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec-2020'])('color() accepts the %s space', (space) => {
    expect(() => decomposeColor(`color(${space} 0.1 0.2 0.3)`)).not.toThrow();
    expect(withPrimary(`color(${space} 0.1 0.2 0.3)`)).not.toThrow();
  });

  it.each(['xyz', 'lab', 'oklch'])('color() rejects the %s space', (space) => {
    expect(withPrimary(`color(${space} 0.1 0.2 0.3)`)).toThrow(/color space/);
  });

  it('validates colours inside colour schemes too', () => {
    expect(() => createDocsTheme({}, { colorSchemes: { dark: { palette: { primary: { main: 'red' } } } } })).toThrow(/Unsupported/);
  });

  it('throws on a vars field, which is reserved', () => {
    expect(() => createDocsTheme({}, { vars: {} } as never)).toThrow(/`vars` is a private field/);
  });

  it('capitalize throws on a non-string', () => {
    expect(capitalize('button')).toBe('Button');
    expect(() => capitalize(3 as unknown as string)).toThrow(/expects a string/);
  });
});
