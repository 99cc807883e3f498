import { DEFAULT_SETTINGS } from '../../src/tools/themePlayground/settings';
import { themeCode } from '../../src/tools/themePlayground/themeCode';
import { changedOptions } from '../../src/tools/themePlayground/themeOptions';

const custom = { primary: '#ff5722', borderRadius: 12, fontSize: 16, spacing: 4, density: 'compact' as const };

/** The options object the code passes to createTheme, evaluated. */
function optionsOf(code: string): unknown {
  const call = /createTheme\(([\s\S]*)\);\n$/.exec(code);
  return call && call[1] ? new Function(`return (${call[1]});`)() : {};
}

describe('themeCode', () => {
  it('calls createTheme without options for the defaults', () => {
    expect(themeCode(DEFAULT_SETTINGS)).toBe("import { createTheme } from '@mui/material/styles';\n\nconst theme = createTheme();\n");
  });

  it('lists one changed value', () => {
    expect(themeCode({ ...DEFAULT_SETTINGS, borderRadius: 8 })).toBe(
      "import { createTheme } from '@mui/material/styles';\n\nconst theme = createTheme({\n  shape: { borderRadius: 8 },\n});\n",
    );
    expect(themeCode({ ...DEFAULT_SETTINGS, primary: '#FF5722' })).toContain("  palette: { primary: { main: '#FF5722' } },\n");
  });

  it('is code that gives the same options', () => {
    expect(optionsOf(themeCode(custom))).toEqual(changedOptions(custom));
    expect(optionsOf(themeCode({ ...DEFAULT_SETTINGS, primary: 'hsla(14, 100%, 57%, 0.5)', spacing: 12 }))).toEqual({
      palette: { primary: { main: 'hsla(14, 100%, 57%, 0.5)' } },
      spacing: 12,
    });
  });

  it('keeps lines within 80 columns, breaking an object that does not fit', () => {
    const code = themeCode(custom);
    expect(Math.max(...code.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(code).toContain("  components: {\n    MuiButton: { defaultProps: { size: 'small' } },\n");
  });

  it('escapes quotes in a string', () => {
    expect(optionsOf(themeCode({ ...DEFAULT_SETTINGS, primary: "#fff'); alert(1); ('" }))).toEqual({
      palette: { primary: { main: "#fff'); alert(1); ('" } },
    });
  });
});
