/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { createFragmentRenderer, highlightCode, renderPage } from '../../src/content/renderMarkdown';
import { parsePage } from '../../src/content/readPage';

const { body } = parsePage(fs.readFileSync(path.join(__dirname, '../fixtures/content/page.md'), 'utf8'), 'page.md');
const TABLE = '<table id="generated-table"></table>';

describe('renderPage', () => {
  let rendered: Awaited<ReturnType<typeof renderPage>>;
  beforeAll(async () => {
    rendered = await renderPage(body, (block) => [{ html: block === 'api-changes-since-v6' ? TABLE : 'WRONG BLOCK' }]);
  });
  const html = () => rendered.segments.flatMap((segment) => ('html' in segment ? [segment.html] : [])).join('');

  it('cuts the page at its demo and playground, and puts a generated block in the HTML around it', () => {
    expect(rendered.segments.map((segment) => Object.keys(segment)[0])).toEqual(['html', 'demo', 'html', 'playground', 'html']);
    expect(rendered.segments[1]).toEqual({ demo: 'BasicButtons' });
    expect(rendered.segments[3]).toEqual({ playground: 'Button' });
    const [before, , between, , after] = rendered.segments as { html: string }[];
    expect(before.html).toContain('Basic button');
    expect(before.html).not.toContain('const label');
    expect(between.html).toContain('const');
    expect(between.html).toContain('Try them');
    expect(after.html).toContain(TABLE);
    expect(after.html).not.toContain('{{api-changes-since-v6}}');
    expect(after.html).toContain('The end.');
  });

  it("cuts the page at one of the site's tools", async () => {
    const { segments } = await renderPage('Find an icon.\n\n{{tool:MaterialIconSearch}}\n\nThen import it.\n', () => []);
    expect(segments.map((segment) => ('html' in segment ? { html: segment.html.trim() } : segment))).toEqual([
      { html: '<p>Find an icon.</p>' },
      { tool: 'MaterialIconSearch' },
      { html: '<p>Then import it.</p>' },
    ]);
  });

  it("gives a generated block's headings ids, anchors and places in the table of contents, and keeps its HTML as made", async () => {
    const page = await renderPage('## Intro\n\n{{component-gallery}}\n\nAfter.\n', (block) =>
      block === 'component-gallery' ? [{ heading: 'Inputs' }, { html: '<ul class="g"><li>A &amp; B</li></ul>' }, { heading: 'Intro' }] : [],
    );
    const text = page.segments.map((segment) => ('html' in segment ? segment.html : '')).join('');
    expect(page.toc).toEqual([
      { id: 'intro', text: 'Intro', level: 2 },
      { id: 'inputs', text: 'Inputs', level: 2 },
      { id: 'intro-1', text: 'Intro', level: 2 },
    ]);
    expect(text).toContain('<h2 id="inputs">Inputs<a href="#inputs" class="anchor-link"');
    expect(text).toContain('<ul class="g"><li>A &amp; B</li></ul>');
    expect(text).not.toContain('{{component-gallery}}');
    expect(text.indexOf('id="intro-1"')).toBeLessThan(text.indexOf('After.'));
  });

  it('drops the HTML written in Markdown: only generated blocks bring raw HTML', async () => {
    const page = await renderPage('Text <script>alert(1)</script> and <b>bold</b>.\n\n<div onclick="x()">block</div>\n', () => []);
    const text = page.segments.map((segment) => ('html' in segment ? segment.html : '')).join('');
    expect(text).not.toContain('<script');
    expect(text).not.toContain('onclick');
    expect(text).not.toContain('<b>');
  });

  it('keeps placeholders written in code as code', () => {
    expect(html()).toContain('<code>{{demo:InlineCode}}</code>');
    expect(html()).toContain('{{demo:InsideAFence}}');
    expect(html()).toContain('{{demo:IndentedCode}}');
  });

  it('gives h2–h4 unique ids and anchor links, and lists h2 and h3 in the table of contents', () => {
    expect(html()).toContain(
      '<h2 id="basic-button">Basic button<a href="#basic-button" class="anchor-link" aria-hidden="true" tabindex="-1" data-pagefind-ignore="">#</a></h2>',
    );
    expect(html()).toContain('<h2 id="basic-button-1">');
    expect(rendered.toc).toEqual([
      { id: 'basic-button', text: 'Basic button', level: 2 },
      { id: 'props', text: 'Props', level: 2 },
      { id: 'try-them', text: 'Try them', level: 3 },
      { id: 'changes', text: 'Changes', level: 2 },
      { id: 'basic-button-1', text: 'Basic button', level: 2 },
    ]);
  });

  it('highlights code fences in both colour schemes, in a block with a copy button', () => {
    const between = (rendered.segments[2] as { html: string }).html;
    expect(between).toMatch(
      /<div class="code-block"><pre class="shiki shiki-themes github-light-default github-dark-default"[^>]*data-language="tsx"/,
    );
    // Each token has its light colour and the dark one as a CSS variable.
    expect(between).toMatch(/<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/);
    expect(between).toContain('<button type="button" class="copy-button" aria-label="Copy code"');
  });
});

describe('the JSDoc renderer (API pages)', () => {
  it('goes through the same steps: links through the rewrite, external ones in a new tab, code highlighted', async () => {
    const toHtml = await createFragmentRenderer((href) => (href === '/material-ui/react-button' ? '/material-ui/react-button/' : href));
    expect(toHtml('See [Button](/material-ui/react-button) and [MDN](https://developer.mozilla.org/).')).toBe(
      '<p>See <a href="/material-ui/react-button/">Button</a> and <a href="https://developer.mozilla.org/" target="_blank" rel="noopener noreferrer">MDN</a>.</p>',
    );
    expect(toHtml('```js\nconst a = 1;\n```')).toContain('class="shiki shiki-themes github-light-default github-dark-default"');
  });

  it('adds no heading anchors and treats no placeholder specially', async () => {
    const toHtml = await createFragmentRenderer((href) => href);
    expect(toHtml('## ARIA\n\n{{demo:Button}}')).toBe('<h2>ARIA</h2>\n<p>{{demo:Button}}</p>');
  });
});

describe('highlightCode', () => {
  it('highlights a demo source in both colour schemes', async () => {
    expect(await highlightCode('const a = 1;', 'tsx')).toMatch(/^<pre class="shiki shiki-themes github-light-default github-dark-default"/);
  });
});
