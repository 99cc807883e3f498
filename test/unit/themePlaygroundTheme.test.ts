import { createTheme } from '@mui/material/styles';
import { DEFAULT_SETTINGS, NUMBER_SETTINGS } from '../../src/tools/themePlayground/settings';
import { changedOptions, COMPACT_COMPONENTS, createPreviewTheme, CSS_VAR_PREFIX } from '../../src/tools/themePlayground/themeOptions';

const custom = { primary: '#ff5722', borderRadius: 12, fontSize: 16, spacing: 4, density: 'compact' as const };

describe('the defaults', () => {
  it("are the library's", () => {
    const theme = createTheme();
    expect(DEFAULT_SETTINGS.primary).toBe(theme.palette.primary.main);
    expect(DEFAULT_SETTINGS.borderRadius).toBe(theme.shape.borderRadius);
    expect(DEFAULT_SETTINGS.fontSize).toBe(theme.typography.fontSize);
    expect(`${DEFAULT_SETTINGS.spacing}px`).toBe(theme.spacing(1));
  });

  it('lie within their ranges', () => {
    for (const { key, min, max } of NUMBER_SETTINGS) {
      expect(DEFAULT_SETTINGS[key]).toBeGreaterThanOrEqual(min);
      expect(DEFAULT_SETTINGS[key]).toBeLessThanOrEqual(max);
    }
  });
});

describe('changedOptions', () => {
  it('is empty for the defaults, whatever the colour case', () => {
    expect(changedOptions(DEFAULT_SETTINGS)).toEqual({});
    expect(changedOptions({ ...DEFAULT_SETTINGS, primary: ' #1976D2 ' })).toEqual({});
  });

  it('lists only what changed', () => {
    expect(changedOptions({ ...DEFAULT_SETTINGS, borderRadius: 12 })).toEqual({ shape: { borderRadius: 12 } });
    expect(changedOptions(custom)).toEqual({
      palette: { primary: { main: '#ff5722' } },
      shape: { borderRadius: 12 },
      typography: { fontSize: 16 },
      spacing: 4,
      components: COMPACT_COMPONENTS,
    });
  });
});

describe('createPreviewTheme', () => {
  it('builds a theme with CSS variables of its own, selected by the class on <html>', () => {
    const theme = createPreviewTheme(custom);
    expect(theme.vars?.palette.primary.main).toMatch(new RegExp(`^var\\(--${CSS_VAR_PREFIX}-palette-primary-main`));
    const selectors = theme.generateStyleSheets!().flatMap((sheet: object) => Object.keys(sheet));
    expect(selectors).toEqual(expect.arrayContaining([':root, .light', '.dark']));
  });

  it('uses the chosen primary colour in both schemes, and the defaults when it is unchanged', () => {
    const theme = createPreviewTheme(custom);
    expect(theme.colorSchemes.light?.palette.primary.main).toBe('#ff5722');
    expect(theme.colorSchemes.dark?.palette.primary.main).toBe('#ff5722');
    expect(theme.colorSchemes.dark?.palette.mode).toBe('dark');
    const plain = createPreviewTheme(DEFAULT_SETTINGS);
    expect(plain.colorSchemes.dark?.palette.primary.main).toBe(createTheme({ palette: { mode: 'dark' } }).palette.primary.main);
  });

  it('applies the radius, font size, spacing and density', () => {
    const theme = createPreviewTheme(custom);
    const base = createTheme({ cssVariables: true });
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.typography.fontSize).toBe(16);
    expect(theme.typography.body1.fontSize).not.toBe(base.typography.body1.fontSize);
    expect(theme.spacing(2)).toMatch(/4px/);
    expect(theme.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiList?.defaultProps).toEqual({ dense: true });
    expect(createPreviewTheme(DEFAULT_SETTINGS).components?.MuiButton).toBeUndefined();
  });
});
