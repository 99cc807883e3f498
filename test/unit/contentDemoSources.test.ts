/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractPreview, formatTypeScript, toJavaScript } from '../../src/content/demos/demoSources';

const DEMOS = path.join(__dirname, '../fixtures/content/demos');
const GREETING = fs.readFileSync(path.join(DEMOS, 'Greeting.tsx'), 'utf8');
const LONG_LIST = fs.readFileSync(path.join(DEMOS, 'LongList.tsx'), 'utf8');

describe('the JavaScript variant of a TypeScript demo', () => {
  let js: string;
  beforeAll(async () => {
    js = await toJavaScript(await formatTypeScript(GREETING), 'Greeting.tsx');
  });

  it('removes the types: interfaces, type aliases, annotations, type arguments and assertions', () => {
    expect(js).not.toMatch(/\binterface\b|\btype Tone\b|: GreetingProps|<Tone>|as string/);
  });

  it('keeps the code, the imports, the blank lines and the layout', () => {
    expect(js).toBe(
      [
        "import * as React from 'react';",
        "import Button from '@mui/material/Button';",
        '',
        "export default function Greeting({ name = 'world' }) {",
        "  const [tone, setTone] = React.useState('calm');",
        '',
        "  const label = tone === 'loud' ? name.toUpperCase() : name;",
        '  return (',
        '    <Button variant="contained" onClick={() => setTone(\'loud\')}>',
        '      Hello {label}',
        '    </Button>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('fails naming the file when the source does not parse', async () => {
    await expect(toJavaScript('export default function () { return <div>; }', 'Broken.tsx')).rejects.toThrow('Broken.tsx');
  });
});

describe('the preview of a demo', () => {
  it('is the JSX its component returns, dedented', async () => {
    expect(extractPreview(await formatTypeScript(GREETING))).toBe(
      ['<Button variant="contained" onClick={() => setTone(\'loud\')}>', '  Hello {label}', '</Button>'].join('\n'),
    );
  });

  it('is the same for the JavaScript variant', async () => {
    const ts = await formatTypeScript(GREETING);
    expect(extractPreview(await toJavaScript(ts, 'Greeting.tsx'))).toBe(extractPreview(ts));
  });

  it('is left out when the JSX is longer than the limit', () => {
    expect(extractPreview(LONG_LIST)).toBeNull();
    expect(extractPreview(LONG_LIST, 30)).toMatch(/^<ul>\n {2}<li>Item 1<\/li>\n[\s\S]*<\/ul>$/);
  });

  it('is left out when the component does not end by returning JSX in parentheses', () => {
    expect(extractPreview('export default function Plain() {\n  return null;\n}\n')).toBeNull();
  });
});
