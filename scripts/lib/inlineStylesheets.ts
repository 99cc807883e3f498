/**
 * Puts a page's own style sheets in its HTML, so the first paint waits on no second request. Next's
 * page sheets (`<link rel="stylesheet" data-n-p>`, and their preloads) become
 * `<style data-n-href="…">`: the very tag Next's router writes for a page's sheets on a client-side
 * navigation, so it goes on managing them (switching them on and off between pages). Of the sheets
 * React places (`data-precedence`), only those named are inlined, as `<style data-href="…">`: their
 * component (src/components/StaticSheet.tsx) links them only when the page does not hold them so, since
 * React looks for its own `<link>` and would otherwise add it again.
 */

import { INLINE_SHEET_ATTRIBUTE } from '../../src/utils/inlineSheet';

const PAGE_SHEET = /<link rel="stylesheet" href="([^"]+\.css)" data-n-p=""\/>/g;
const SHEET_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style"\/>/g;
const REACT_SHEET = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/** The sheet's text made safe inside `<style>`: nothing in it can close the element. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * `html` with each of Next's page sheets, and each of `reactSheets`, inlined. `readSheet` gives a
 * sheet's text by its href, or null when there is none: that link stays as it was, and so does its preload.
 */
export function inlineStylesheets(
  html: string,
  readSheet: (href: string) => string | null,
  reactSheets: readonly string[] = [],
): { html: string; inlined: number } {
  const inlinedHrefs = new Set<string>();
  // React writes the links it places where the component renders, in <body>: their styles go to <head>.
  const headStyles: string[] = [];
  let withSheets = html
    .replace(PAGE_SHEET, (link, href: string) => {
      const css = readSheet(href);
      if (css === null) {
        return link;
      }
      inlinedHrefs.add(href);
      return `<style data-n-href="${href}">${styleText(css)}</style>`;
    })
    .replace(REACT_SHEET, (link, href: string, precedence: string) => {
      const css = reactSheets.includes(href) ? readSheet(href) : null;
      if (css === null) {
        return link;
      }
      inlinedHrefs.add(href);
      headStyles.push(`<style ${INLINE_SHEET_ATTRIBUTE}="${href}" data-precedence="${precedence}">${styleText(css)}</style>`);
      return '';
    });
  if (headStyles.length > 0) {
    withSheets = withSheets.replace('</head>', `${headStyles.join('')}</head>`);
  }
  return {
    html: withSheets.replace(SHEET_PRELOAD, (preload, href: string) => (inlinedHrefs.has(href) ? '' : preload)),
    inlined: inlinedHrefs.size,
  };
}
