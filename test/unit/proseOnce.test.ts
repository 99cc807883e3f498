import { dropProseFromPageData } from '../../scripts/lib/proseOnce';

const PROSE = '<h2 id="install">Install</h2><p>Run <code>npm install</code> &amp; go.</p>';

function nextData(pageProps: Record<string, unknown>): string {
  // As Next writes it: no raw <, > or & inside the script element.
  const json = JSON.stringify({ props: { pageProps }, page: '/[...slug]' }).replace(
    /[&<>]/g,
    (character) => `\\u00${character.charCodeAt(0).toString(16)}`,
  );
  return `<script id="__NEXT_DATA__" type="application/json">${json}</script>`;
}

function page(article: string, pageProps: Record<string, unknown>): string {
  return `<!DOCTYPE html><html><head></head><body><div id="__next"><article>${article}</article></div>${nextData(pageProps)}<script>boot()</script></body></html>`;
}

function embeddedData(html: string): { props: { pageProps: Record<string, unknown> } } {
  const json = /<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(html)![1];
  return JSON.parse(json);
}

describe('dropProseFromPageData', () => {
  it("empties the prose segments the document holds, keeps the islands' segments and the rest of the page", () => {
    const segments = [{ html: PROSE }, { demo: 'BasicButtons' }, { html: '<p>After the demo.</p>' }];
    const before = page(`<div>${PROSE}</div><div data-island="">demo</div><div><p>After the demo.</p></div>`, {
      kind: 'docs',
      title: 'Button',
      segments,
    });
    const { html, dropped } = dropProseFromPageData(before);
    expect(dropped).toBe(PROSE.length + '<p>After the demo.</p>'.length);
    expect(embeddedData(html).props.pageProps).toEqual({
      kind: 'docs',
      title: 'Button',
      segments: [{ html: '' }, { demo: 'BasicButtons' }, { html: '' }],
    });
    // The document itself is untouched.
    expect(html.replace(/<script id="__NEXT_DATA__"[^]*?<\/script>/, '')).toBe(
      before.replace(/<script id="__NEXT_DATA__"[^]*?<\/script>/, ''),
    );
  });

  it('keeps a segment the document does not hold word for word', () => {
    const before = page('<div><p>Other words.</p></div>', { kind: 'docs', segments: [{ html: PROSE }] });
    expect(dropProseFromPageData(before)).toEqual({ html: before, dropped: 0 });
  });

  it("empties an API page's tables the document holds, keeps one it does not and the rest of the page", () => {
    const props = '<table class="api-table"><tbody><tr id="prop-color"><td>color</td></tr></tbody></table>';
    const classes = '<table class="api-table"><tbody><tr id="classes-root"><td>root</td></tr></tbody></table>';
    const before = page(`<section>${props}</section><section>${classes}</section>`, {
      kind: 'api',
      page: { title: 'Button API' },
      tables: [{ props, classes, slots: '<table class="api-table"></table>' }, {}],
    });
    const { html, dropped } = dropProseFromPageData(before);
    expect(dropped).toBe(props.length + classes.length);
    expect(embeddedData(html).props.pageProps).toEqual({
      kind: 'api',
      page: { title: 'Button API' },
      tables: [{ props: '', classes: '', slots: '<table class="api-table"></table>' }, {}],
    });
  });

  it('leaves pages as they are where their kind has nothing of the sort', () => {
    const api = page(`<div>${PROSE}</div>`, { kind: 'api', segments: [{ html: PROSE }] });
    const docs = page(`<div>${PROSE}</div>`, { kind: 'docs', tables: [{ props: PROSE }] });
    const home = '<!DOCTYPE html><html><body><h1>MUI</h1></body></html>';
    expect(dropProseFromPageData(api)).toEqual({ html: api, dropped: 0 });
    expect(dropProseFromPageData(docs)).toEqual({ html: docs, dropped: 0 });
    expect(dropProseFromPageData(home)).toEqual({ html: home, dropped: 0 });
  });

  it('writes data that cannot close its script element', () => {
    const before = page(`<div>${PROSE}</div>`, { kind: 'docs', title: '</script><script>alert(1)</script>', segments: [{ html: PROSE }] });
    const { html } = dropProseFromPageData(before);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(embeddedData(html).props.pageProps).toMatchObject({ title: '</script><script>alert(1)</script>' });
  });
});
