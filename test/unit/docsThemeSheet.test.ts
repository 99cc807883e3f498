import { describe, expect, it } from '@jest/globals';
import { BASELINE_LAYER, docsThemeCss } from '../../src/theme/docsThemeSheet';
import { createDocsTheme } from '../../src/theme/createDocsTheme';

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
}

describe("the site theme's static sheet", () => {
  const css = docsThemeCss();
  const theme = createDocsTheme();

  it('holds both colour schemes, each under the class the page puts on <html>, with its colour scheme for form controls', () => {
    expect(rule(css, ':root, .light')).toContain(
      `--mui-palette-background-default: ${theme.colorSchemes.light!.palette.background.default};`,
    );
    expect(rule(css, '.dark')).toContain(`--mui-palette-background-default: ${theme.colorSchemes.dark!.palette.background.default};`);
    expect(rule(css, '.dark')).toContain('color-scheme: dark;');
    expect(css).not.toMatch(/colorScheme/);
  });

  it("sets the page's text in the theme's body font on the scheme's background, and keeps code left to right", () => {
    expect(css).toContain(`font-family:${theme.typography.body1.fontFamily};`);
    expect(css).toContain('background-color:var(--mui-palette-background-default)');
    expect(css).toContain('code,pre{direction:ltr;unicode-bidi:isolate}');
  });

  it('puts the baseline, and only the baseline, in a cascade layer, under the styles of a live template', () => {
    const layered = css.slice(css.indexOf(`@layer ${BASELINE_LAYER}{`));
    expect(layered).toMatch(/^@layer [a-z-]+\{html\{/);
    expect(layered).toContain('body{margin:0;color:var(--mui-palette-text-primary);');
    expect(layered.endsWith('}}')).toBe(true);
    // The variables stay outside it: the page's chrome and its islands read them as before.
    expect(css.indexOf('--mui-palette-text-primary:')).toBeLessThan(css.indexOf('@layer'));
    expect(css.match(/@layer/g)).toHaveLength(1);
  });

  it('cannot end the <style> element it is written into', () => {
    expect(css).not.toMatch(/<\/style/i);
  });
});
