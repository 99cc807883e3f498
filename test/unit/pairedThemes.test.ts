/**
 * @jest-environment node
 */
import { createHighlighter, type HighlighterGeneric } from 'shiki';
import { pairThemes, type PairedThemes } from '../../src/content/pairedThemes';

const LIGHT = 'github-light-default';
const DARK = 'github-dark-default';

// Samples that reach the themes' rules with a font style (Markdown emphasis) and a background (diff lines).
const SAMPLES: [string, string][] = [
  [
    'tsx',
    'import * as React from \'react\';\n\n/** A card. */\nexport default function Card({ title }: { title: string }) {\n  const [open, setOpen] = React.useState(false);\n  return <div className="card" onClick={() => setOpen(!open)}>{title} {`${1 + 2}`}</div>;\n}\n',
  ],
  ['jsx', 'export const Row = (props) => <tr {...props}><td>{props.value ?? /^x+$/i.test("x")}</td></tr>;\n'],
  ['css', '.card:hover > a[href^="http"] { color: #1976d2; margin: calc(2 * 8px) !important; }\n'],
  ['bash', 'npm install @mui/material @emotion/react # and styled\nexport NODE_ENV="production"\n'],
  ['diff', '--- a/theme.ts\n+++ b/theme.ts\n@@ -1,2 +1,2 @@\n-  primary: red,\n+  primary: blue,\n   mode: dark,\n'],
  ['md', '# Title\n\nSome *emphasis*, **strong** text, `code` and a [link](https://example.com).\n\n> A quote\n'],
  ['json', '{ "name": "docs", "private": true, "version": 3, "list": [null, false] }\n'],
  ['text', 'Plain words, no grammar.\n'],
];

describe('pairThemes', () => {
  let highlighter: HighlighterGeneric<string, string>;
  let paired: PairedThemes;

  beforeAll(async () => {
    highlighter = (await createHighlighter({
      themes: [LIGHT, DARK],
      langs: SAMPLES.map(([lang]) => lang).filter((lang) => lang !== 'text'),
    })) as HighlighterGeneric<string, string>;
    paired = pairThemes(highlighter, LIGHT, DARK);
    await highlighter.loadTheme(paired.theme);
  });

  const pairedHtml = (code: string, lang: string) =>
    highlighter.codeToHtml(code, { lang, theme: paired.name, transformers: [paired.transformer] });

  it.each(SAMPLES)('%s: the same HTML as shiki with both themes', (lang, code) => {
    expect(pairedHtml(code, lang)).toBe(highlighter.codeToHtml(code, { lang, themes: { light: LIGHT, dark: DARK } }));
  });

  it('gives each token its colour in both themes, and the block both backgrounds', () => {
    const html = pairedHtml('const a = 1;', 'tsx');
    expect(html).toContain('<pre class="shiki shiki-themes github-light-default github-dark-default"');
    expect(html).toContain('--shiki-dark-bg:#0d1117');
    // `const` in each theme's keyword colour.
    expect(html).toContain('<span style="color:#CF222E;--shiki-dark:#FF7B72">const</span>');
  });

  it('control: the themes the other way round give other HTML', async () => {
    const swapped = pairThemes(highlighter, DARK, LIGHT);
    await highlighter.loadTheme(swapped.theme);
    const [lang, code] = SAMPLES[0];
    const html = highlighter.codeToHtml(code, { lang, theme: swapped.name, transformers: [swapped.transformer] });
    expect(html).not.toBe(highlighter.codeToHtml(code, { lang, themes: { light: LIGHT, dark: DARK } }));
  });

  it('refuses two themes whose rules differ in more than their colours', async () => {
    const dark = highlighter.getTheme(DARK);
    await highlighter.loadTheme({ ...dark, name: 'dark-missing-a-rule', settings: dark.settings.slice(0, -1) });
    expect(() => pairThemes(highlighter, LIGHT, 'dark-missing-a-rule')).toThrow(/differ in more than their colours/);
  });
});
