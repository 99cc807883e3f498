/**
 * A documentation page's prose is in its HTML, and the browser keeps that HTML as it is when the
 * page hydrates (src/docs/MarkdownContent.tsx); so are an API page's tables (src/api/ApiPage.tsx).
 * A second copy in the page's embedded data (`__NEXT_DATA__`) is only downloaded and parsed, and on
 * a component page it was about a sixth of the gzip HTML. So the exported page's embedded data
 * leaves each prose segment and table empty. The page's data file, which a client-side navigation
 * fetches, keeps them.
 */
import { editPageProps } from './pageData';

/**
 * Empties the prose segments and API tables of a page's embedded data that the document holds word
 * for word (one it does not hold is left as it is). `dropped` counts the characters taken out.
 */
export function dropProseFromPageData(page: string): { html: string; dropped: number } {
  let dropped = 0;
  const html = editPageProps(page, (pageProps, document) => {
    /** The HTML itself, or '' when the document holds it. */
    const once = (value: unknown) => {
      if (typeof value !== 'string' || value === '' || !document.includes(value)) {
        return value;
      }
      dropped += value.length;
      return '';
    };
    if (pageProps.kind === 'docs' && Array.isArray(pageProps.segments)) {
      pageProps.segments = pageProps.segments.map((segment: unknown) =>
        typeof segment === 'object' && segment !== null && 'html' in segment ? { ...segment, html: once(segment.html) } : segment,
      );
    } else if (pageProps.kind === 'api' && Array.isArray(pageProps.tables)) {
      pageProps.tables = pageProps.tables.map((tables: unknown) =>
        typeof tables === 'object' && tables !== null
          ? Object.fromEntries(Object.entries(tables).map(([key, value]) => [key, once(value)]))
          : tables,
      );
    }
    return dropped > 0;
  });
  return { html, dropped };
}
