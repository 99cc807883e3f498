import * as React from 'react';
import { shownColorScheme } from '../theme/siteColorScheme';
import { MODE_STORAGE_KEY, type ColorMode } from './colorMode';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The scheme the page shows (the `.light`/`.dark` class on <html>), followed live; undefined in the
 * static render and during hydration, when the reader's stored mode is not known to React yet.
 * Read from the page rather than from the theme provider's hook, so the frame needs no Material UI.
 */
export function useShownColorScheme(): 'light' | 'dark' | undefined {
  return React.useSyncExternalStore(
    subscribe,
    () => shownColorScheme(document.documentElement),
    () => undefined,
  );
}

/**
 * Asks the site's theme provider to show `mode`. The provider follows the stored mode's storage
 * events (the way it follows another tab), which makes it store the mode, set the class on <html>
 * and update every `useColorScheme` reader (settings drawer, analytics) as its own setter would.
 */
export function requestColorMode(mode: ColorMode): void {
  window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: mode }));
}
