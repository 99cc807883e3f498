/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anchorHrefs, checkLinks, checkMarkdownLinks, elementIds, markdownHrefs } from '../../scripts/lib/checkLinks';

function site(pages: Record<string, string>): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), html);
  }
  return out;
}

describe('dead-link checker', () => {
  it('reads anchors and ids outside scripts, decoding entities', () => {
    const html = '<a href="/a/?x=1&amp;y=2">a</a><h2 id="top">t</h2><script>{"href":"/nope/"," id":"x"}</script>';
    expect(anchorHrefs(html)).toEqual(['/a/?x=1&y=2']);
    expect([...elementIds(html)]).toEqual(['top']);
  });

  it("leaves out a React Router link (a demo's in-memory route), not other links beside it", () => {
    const html =
      '<a class="MuiLink-root" href="/help/shipping" data-discover="true">Shipping</a><a href="/material-ui/react-button/" data-x="1">Button</a>';
    expect(anchorHrefs(html)).toEqual(['/material-ui/react-button/']);
  });

  it('accepts links that resolve and reports each offender', () => {
    const out = site({
      'index.html':
        '<a href="/docs/">ok</a><a href="/docs/#intro">ok</a><a href="#local">ok</a><h2 id="local">x</h2>' +
        '<a href="/missing/">dead</a><a href="/docs/#nowhere">bad anchor</a><a href="http://example.com/">http</a>' +
        '<a href="https://example.com/">ok</a><a href="tel:+15550100">call</a><a href="mailto:a@example.com">write</a><a href="javascript:alert(1)">bad scheme</a><a href="/material-ui/api/button/">not exported</a>',
      'docs/index.html': '<h2 id="intro">Intro</h2><a href="/">home</a>',
      '404.html': '<a href="/">home</a>',
    });
    expect(checkLinks(out)).toEqual([
      { page: '/', href: '/missing/', reason: 'no exported page at this path' },
      { page: '/', href: '/docs/#nowhere', reason: 'no element with id "nowhere" on the target page' },
      { page: '/', href: 'http://example.com/', reason: 'external links must be well-formed https URLs' },
      { page: '/', href: 'javascript:alert(1)', reason: 'unexpected URL scheme' },
      { page: '/', href: '/material-ui/api/button/', reason: 'no exported page at this path' },
    ]);
  });

  it('reads the links of Markdown outside code', () => {
    const markdown = 'See [a](/a/) and [b](https://example.com/ "B").\n\n```tsx\n<a href="x">[c](/c/)</a>\n```\n\nAnd `[d](/d/)`.';
    expect(markdownHrefs(markdown)).toEqual(['/a/', 'https://example.com/']);
  });

  it('checks the links of each Markdown export like those of the pages', () => {
    const out = site({
      'index.html': '<a href="/docs/">docs</a>',
      'docs/index.html': '<h2 id="intro">Intro</h2>',
      'docs/index.md': '# Docs\n\n[ok](/docs/#intro) [ok](/docs/index.md) [dead](/gone/) [anchor](/docs/#nope)',
    });
    expect(checkMarkdownLinks(out)).toEqual([
      { page: '/docs/index.md', href: '/gone/', reason: 'no exported page at this path' },
      { page: '/docs/index.md', href: '/docs/#nope', reason: 'no element with id "nope" on the target page' },
    ]);
  });
});
