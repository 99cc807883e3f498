import { extendTheme } from '@mui/joy/styles';
import { DEFAULT_PALETTE, SHADES, withColor } from '../../src/tools/joyThemeBuilder/palette';
import { createPreviewTheme, previewThemeOptions } from '../../src/tools/joyThemeBuilder/previewTheme';
import { generateScale } from '../../src/tools/joyThemeBuilder/scale';
import { changedThemeOptions, themeCode } from '../../src/tools/joyThemeBuilder/themeCode';

/** The options object the code passes to extendTheme, evaluated. */
function optionsOf(code: string): unknown {
  const call = /extendTheme\(([\s\S]*)\);\n$/.exec(code);
  return call && call[1] ? new Function(`return (${call[1]});`)() : {};
}

const lightPrimary = withColor(DEFAULT_PALETTE, 'light', 'primary', {
  shades: { ...DEFAULT_PALETTE.light.primary.shades, '500': '#ff5722' },
  tokens: { ...DEFAULT_PALETTE.light.primary.tokens, solidBg: '600' },
});

describe('themeCode', () => {
  it('calls extendTheme without options for the defaults', () => {
    expect(themeCode(DEFAULT_PALETTE)).toBe("import { extendTheme } from '@mui/joy/styles';\n\nconst theme = extendTheme();\n");
  });

  it('lists only what changed, with tokens as CSS variables', () => {
    expect(themeCode(lightPrimary)).toBe(
      [
        "import { extendTheme } from '@mui/joy/styles';",
        '',
        'const theme = extendTheme({',
        '  colorSchemes: {',
        '    light: {',
        '      palette: {',
        '        primary: {',
        "          500: '#ff5722',",
        "          solidBg: 'var(--joy-palette-primary-600)',",
        '        },',
        '      },',
        '    },',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
  });

  it('keeps the schemes apart', () => {
    const scale = generateScale('#7b1fa2')!;
    let palette = withColor(lightPrimary, 'dark', 'success', { ...DEFAULT_PALETTE.dark.success, shades: scale });
    palette = withColor(palette, 'dark', 'neutral', {
      ...DEFAULT_PALETTE.dark.neutral,
      tokens: { ...DEFAULT_PALETTE.dark.neutral.tokens, solidColor: 'black' },
    });
    const options = optionsOf(themeCode(palette));
    expect(options).toEqual({
      colorSchemes: {
        light: { palette: { primary: { 500: '#ff5722', solidBg: 'var(--joy-palette-primary-600)' } } },
        dark: {
          palette: {
            neutral: { solidColor: 'var(--joy-palette-common-black)' },
            success: Object.fromEntries(SHADES.map((shade) => [shade, scale[shade]])),
          },
        },
      },
    });
    expect(options).toEqual(changedThemeOptions(palette));
  });

  it('is code that extendTheme takes, giving the chosen palette', () => {
    const theme = extendTheme(optionsOf(themeCode(lightPrimary)) as Parameters<typeof extendTheme>[0]);
    expect(theme.colorSchemes.light.palette.primary[500]).toBe('#ff5722');
    expect(theme.colorSchemes.light.palette.primary.solidBg).toBe('var(--joy-palette-primary-600)');
    expect(theme.colorSchemes.dark.palette.primary[500]).toBe('#0B6BCB');
  });
});

describe('the preview theme', () => {
  it('has CSS variables of its own and each scheme under its attribute', () => {
    const theme = createPreviewTheme(lightPrimary);
    expect(theme.cssVarPrefix).toBe('joy-builder');
    expect(theme.vars.palette.primary.solidBg).toMatch(/^var\(--joy-builder-palette-primary-solidBg[,)]/);
    const sheets = JSON.stringify(theme.generateStyleSheets!());
    expect(sheets).toContain('[data-joy-builder-scheme=\\"dark\\"]');
    expect(sheets).toContain('"--joy-builder-palette-primary-500":"#ff5722"');
    expect(sheets).toContain('"--joy-builder-palette-primary-solidBg":"var(--joy-builder-palette-primary-600)"');
    expect(sheets).not.toContain('--joy-palette');
    expect(theme.colorSchemes.dark.palette.primary[500]).toBe('#0b6bcb');
  });

  it('holds the whole palette, both schemes', () => {
    const options = previewThemeOptions(DEFAULT_PALETTE);
    expect(Object.keys(options.colorSchemes.dark.palette)).toEqual(['primary', 'neutral', 'danger', 'success', 'warning']);
    expect(options.colorSchemes.dark.palette.primary.softBg).toBe('var(--joy-builder-palette-primary-800)');
  });
});
