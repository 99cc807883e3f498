import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { IslandStore } from './islandStore';
import type { IslandView } from './types';
import { clientEmotionCache } from '../theme/clientEmotionCache';
import { loadedRtlCache } from '../theme/rtlCache';

/**
 * What an island needs beyond its own code, loaded with the first island of a page (and before
 * the server renders any): Emotion's provider and the stages that put a demo or a tool in its
 * theme. The page's first load has none of it; Island.tsx is the frame that loads it.
 */
export { default as DemoStage } from '../demos/DemoStage';
export { default as ToolTheme } from '../tools/ToolTheme';

/** The root of a live island: it hydrates as the server rendered it, then follows the page. */
export function IslandRoot<Code>({
  store,
  code,
  render,
  onLive,
  serverCache,
}: {
  store: IslandStore;
  code: Code;
  render: (code: Code, view: IslandView) => React.ReactNode;
  onLive: () => void;
  /** On the server, the page's cache, so that the island's styles join the page's <head>. */
  serverCache?: EmotionCache;
}) {
  const view = React.useSyncExternalStore(store.subscribe, store.get, store.getServer);
  React.useEffect(onLive, [onLive]);
  // Right to left only once the mirroring cache is here (the page waits for it to switch).
  const cache = serverCache ?? (view.direction === 'rtl' ? loadedRtlCache() : undefined) ?? clientEmotionCache();
  return <CacheProvider value={cache}>{render(code, view)}</CacheProvider>;
}
