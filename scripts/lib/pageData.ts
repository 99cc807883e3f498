/**
 * The data Next embeds in an exported page (`<script id="__NEXT_DATA__">`), read and written back
 * for the build's steps that slim it (scripts/lib/proseOnce.ts, scripts/lib/navigationFiles.ts).
 * The page's data file (`/_next/data/…/route.json`), which a client-side navigation fetches, is
 * another file and keeps everything.
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

export type PageProps = Record<string, unknown>;

/**
 * Hands the page's props and its document without them (what the reader's browser renders) to
 * `edit`, which changes the props in place and says whether it did; the page comes back with the
 * props written again, or as it was.
 */
export function editPageProps(page: string, edit: (pageProps: PageProps, document: string) => boolean): string {
  const match = NEXT_DATA.exec(page);
  if (!match) {
    return page;
  }
  const data = JSON.parse(match[2]) as { props?: { pageProps?: PageProps } };
  const pageProps = data.props?.pageProps;
  const before = page.slice(0, match.index);
  const after = page.slice(match.index + match[0].length);
  if (!pageProps || !edit(pageProps, before + after)) {
    return page;
  }
  return before + match[1] + jsonForScript(data) + match[3] + after;
}
