/**
 * Puts a page's own style sheets in its HTML, so the first paint waits on no second request. Only
 * Next's page sheets (`<link rel="stylesheet" data-n-p>`, and their preloads) are inlined, each as
 * `<style data-n-href="…">`: the very tag Next's router writes for a page's sheets on a client-side
 * navigation, so it goes on managing them (switching them on and off between pages). Sheets React
 * places (`data-precedence`) stay links: React finds them by their `<link>` when it hydrates.
 */

const PAGE_SHEET = /<link rel="stylesheet" href="([^"]+\.css)" data-n-p=""\/>/g;
const SHEET_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style"\/>/g;

/** The sheet's text made safe inside `<style>`: nothing in it can close the element. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * `html` with each of Next's page sheets inlined. `readSheet` gives a sheet's text by its href, or
 * null when there is none: that link stays as it was, and so does its preload.
 */
export function inlineStylesheets(html: string, readSheet: (href: string) => string | null): { html: string; inlined: number } {
  const inlinedHrefs = new Set<string>();
  const withSheets = html.replace(PAGE_SHEET, (link, href: string) => {
    const css = readSheet(href);
    if (css === null) {
      return link;
    }
    inlinedHrefs.add(href);
    return `<style data-n-href="${href}">${styleText(css)}</style>`;
  });
  return {
    html: withSheets.replace(SHEET_PRELOAD, (preload, href: string) => (inlinedHrefs.has(href) ? '' : preload)),
    inlined: inlinedHrefs.size,
  };
}
