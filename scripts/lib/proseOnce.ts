/**
 * A documentation page's prose is in its HTML, and the browser keeps that HTML as it is when the
 * page hydrates (src/docs/MarkdownContent.tsx). A second copy in the page's embedded data
 * (`__NEXT_DATA__`) is only downloaded and parsed, and on a component page it was about a sixth of
 * the gzip HTML. So the exported page's embedded data leaves each prose segment empty. The page's
 * data file (`/_next/data/…/route.json`), which a client-side navigation fetches, keeps it.
 */

const NEXT_DATA = /(<script id="__NEXT_DATA__" type="application\/json"[^>]*>)([^<]*)(<\/script>)/;

const JSON_IN_HTML_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot end its `<script>` element, written as Next writes its page data. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[&<>\u2028\u2029]/g, (character) => JSON_IN_HTML_ESCAPES[character]);
}

/**
 * Empties the prose segments of a page's embedded data that the document holds word for word (a
 * segment it does not hold is left as it is). `dropped` counts the characters taken out.
 */
export function dropProseFromPageData(page: string): { html: string; dropped: number } {
  const match = NEXT_DATA.exec(page);
  if (!match) {
    return { html: page, dropped: 0 };
  }
  const data = JSON.parse(match[2]) as { props?: { pageProps?: { kind?: unknown; segments?: unknown } } };
  const pageProps = data.props?.pageProps;
  if (pageProps?.kind !== 'docs' || !Array.isArray(pageProps.segments)) {
    return { html: page, dropped: 0 };
  }
  const document = page.slice(0, match.index) + page.slice(match.index + match[0].length);
  let dropped = 0;
  pageProps.segments = pageProps.segments.map((segment: unknown) => {
    const html = (segment as { html?: unknown }).html;
    if (typeof html !== 'string' || html === '' || !document.includes(html)) {
      return segment;
    }
    dropped += html.length;
    return { ...(segment as object), html: '' };
  });
  if (dropped === 0) {
    return { html: page, dropped: 0 };
  }
  const script = match[1] + jsonForScript(data) + match[3];
  return { html: page.slice(0, match.index) + script + page.slice(match.index + match[0].length), dropped };
}
