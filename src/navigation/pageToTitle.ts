import type { DocsPage } from './types';

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `css-baseline` → `cssBaseline`: words split on anything that is not a letter or digit. */
function camelCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : upperFirst(word.toLowerCase()))).join('');
}

/**
 * The sidebar title of an entry: its own `title`, or one derived from the last part of its
 * subheader or pathname (`react-` and anything from the first dot removed). API paths give
 * component names (`/material-ui/api/css-baseline` → `CssBaseline`, hooks stay camelCase);
 * other paths give sentence case (`data-display` → `Data display`).
 */
export function pageToTitle(page: Pick<DocsPage, 'pathname' | 'title' | 'subheader'>): string {
  if (page.title !== undefined) {
    return page.title;
  }
  const source = page.subheader ?? page.pathname;
  const name = source
    .slice(source.lastIndexOf('/') + 1)
    .replace('react-', '')
    .replace(/\..*/, '');
  if (source.includes('/api-docs/')) {
    return upperFirst(camelCase(name));
  }
  if (source.includes('/api/')) {
    return name.startsWith('use') ? camelCase(name) : upperFirst(camelCase(name));
  }
  return upperFirst(name.replace(/-/g, ' '));
}
