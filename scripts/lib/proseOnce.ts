/**
 * A documentation page's prose is in its HTML, and the browser keeps that HTML as it is when the
 * page hydrates (src/docs/MarkdownContent.tsx). A second copy in the page's embedded data
 * (`__NEXT_DATA__`) is only downloaded and parsed, and on a component page it was about a sixth of
 * the gzip HTML. So the exported page's embedded data leaves each prose segment empty. The page's
 * data file, which a client-side navigation fetches, keeps it.
 */
import { editPageProps } from './pageData';

/**
 * Empties the prose segments of a page's embedded data that the document holds word for word (a
 * segment it does not hold is left as it is). `dropped` counts the characters taken out.
 */
export function dropProseFromPageData(page: string): { html: string; dropped: number } {
  let dropped = 0;
  const html = editPageProps(page, (pageProps, document) => {
    if (pageProps.kind !== 'docs' || !Array.isArray(pageProps.segments)) {
      return false;
    }
    pageProps.segments = pageProps.segments.map((segment: unknown) => {
      const prose = (segment as { html?: unknown }).html;
      if (typeof prose !== 'string' || prose === '' || !document.includes(prose)) {
        return segment;
      }
      dropped += prose.length;
      return { ...(segment as object), html: '' };
    });
    return dropped > 0;
  });
  return { html, dropped };
}
