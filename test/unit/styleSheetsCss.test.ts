import { describe, expect, it } from '@jest/globals';
import { styleSheetsCss } from '../../src/theme/styleSheetsCss';
import { joyDemoTheme } from '../../src/demos/joyDemoTheme';

describe('styleSheetsCss (a CSS-variables theme as a static style sheet)', () => {
  it('writes each selector with its declarations, in order', () => {
    expect(styleSheetsCss([{ ':root': { '--a': '1px', '--b': 2 } }, { '.dark': { '--a': '3px' } }])).toBe(
      ':root {\n  --a: 1px;\n  --b: 2;\n}\n.dark {\n  --a: 3px;\n}\n',
    );
  });

  it('writes a property given in camel case the way CSS names it, and a custom property as it is', () => {
    expect(styleSheetsCss([{ '.dark': { colorScheme: 'dark', '--myCamel': 1 } }])).toBe(
      '.dark {\n  color-scheme: dark;\n  --myCamel: 1;\n}\n',
    );
  });

  it('refuses nested rules instead of writing broken CSS', () => {
    expect(() => styleSheetsCss([{ '@media (prefers-color-scheme: dark)': { ':root': { '--a': '1px' } } }])).toThrow(
      /only flat declarations/,
    );
  });

  it("puts Joy's light palette on the root and its dark palette under the site's .dark class", () => {
    const sheets = (
      joyDemoTheme as unknown as { generateStyleSheets: () => Record<string, Record<string, unknown>>[] }
    ).generateStyleSheets();
    const css = styleSheetsCss(sheets);
    const rule = (selector: string) =>
      new RegExp(`(^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{\\n([^}]*)\\}`).exec(css)?.[2] ?? '';
    expect(rule(':root, .light')).toContain('--joy-demo-palette-background-body: var(--joy-demo-palette-common-white, #FFF);');
    expect(rule('.dark')).toContain('--joy-demo-palette-background-body: var(--joy-demo-palette-common-black, #000);');
    // Nothing of the site's or the Material demos' prefixes.
    expect(css).not.toMatch(/--(mui|demo)-/);
  });
});
