import type { StorageManager } from '@mui/material/styles';

/** The key under which an island's provider asks its "storage" for the mode; nothing is stored. */
export const ISLAND_MODE_KEY = 'island-mode';

/** The scheme the site shows now: the `.light`/`.dark` class its provider (or the first-paint script) set on <html>. */
export function shownColorScheme(root: Element): 'light' | 'dark' | undefined {
  if (root.classList.contains('dark')) {
    return 'dark';
  }
  return root.classList.contains('light') ? 'light' : undefined;
}

/**
 * The storage of the theme provider of a demo, playground or tool island: its mode is the scheme
 * the site shows, followed as the reader switches it, and never written. The island's own root
 * cannot see the site's provider; without this its mode would be a guess, and a provider nested
 * in a demo (a demo's theme of its own) writes that guess onto <html>, switching the whole site.
 */
export const siteColorSchemeStorage: StorageManager = ({ key }) => ({
  get: (defaultValue: unknown) =>
    key === ISLAND_MODE_KEY && typeof document !== 'undefined'
      ? (shownColorScheme(document.documentElement) ?? defaultValue)
      : defaultValue,
  set: () => {},
  subscribe: (handler: (value: unknown) => void) => {
    if (key !== ISLAND_MODE_KEY || typeof MutationObserver === 'undefined') {
      return () => {};
    }
    const root = document.documentElement;
    const observer = new MutationObserver(() => handler(shownColorScheme(root)));
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  },
});

/**
 * What makes a theme provider follow the scheme the site shows without writing it or generating
 * its variables (the page has them): for islands' providers and the pieces opened on use.
 */
export const followSiteColorScheme = {
  disableStyleSheetGeneration: true,
  storageManager: siteColorSchemeStorage,
  modeStorageKey: ISLAND_MODE_KEY,
  colorSchemeNode: null,
} as const;
