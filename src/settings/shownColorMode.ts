import * as React from 'react';
import { shownColorScheme } from '../theme/siteColorScheme';

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
