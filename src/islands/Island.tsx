import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { whenIslandWakes } from './islandGate';
import { holdClicks } from './clickReplay';
import { createIslandStore, type IslandStore } from './islandStore';
import type { IslandView } from './types';
import { HydrationCacheContext } from '../theme/HydrationCacheContext';
import { islandHtml } from './islandRegistry';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { PageEmotionCacheContext } from './PageEmotionCache';

/** A box of its own, so the viewport watcher can see it. */
const CONTAINER_STYLE = { width: '100%' } as const;

/** Where an island is: its server HTML only, fetching its code, live, or unable to load. */
export type IslandStatus = 'static' | 'loading' | 'live' | 'failed';

interface IslandProps<Code> {
  /** Unique on the page: the prefix of the ids its components make (`useId`), on both sides. */
  id: string;
  /** The island's code when it is already here (on the server, always). */
  code: Code | undefined;
  load: () => Promise<Code>;
  /** What the island shows; the same function renders it on the server and in its own root. */
  render: (code: Code, view: IslandView) => React.ReactNode;
  resetKey: number;
  /** Names the island in the retry control ("The BasicButtons demo"). */
  label: string;
}

/** The root of a live island: it hydrates as the server rendered it, then follows the page. */
function IslandRoot<Code>({
  store,
  code,
  render,
  onLive,
}: {
  store: IslandStore<EmotionCache>;
  code: Code;
  render: IslandProps<Code>['render'];
  onLive: () => void;
}) {
  const state = React.useSyncExternalStore(store.subscribe, store.get, store.getServer);
  React.useEffect(onLive, [onLive]);
  return <CacheProvider value={state.cache}>{render(code, state)}</CacheProvider>;
}

/**
 * Server-rendered content that becomes interactive on its own schedule: its code is fetched when
 * it nears the viewport or is first touched, then it is hydrated as a separate React root, so
 * the page's first load and hydration carry none of it. Until then the server HTML stays as it
 * is (styles included), and clicks on it are held and replayed once it is live.
 */
export default function Island<Code>({ id, code, load, render, resetKey, label }: IslandProps<Code>) {
  const identifierPrefix = `${id.replace(/[^A-Za-z0-9]/g, '-')}-`;
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [status, setStatus] = React.useState<IslandStatus>('static');
  const [attempt, setAttempt] = React.useState(0);
  const direction = useTheme().direction === 'rtl' ? 'rtl' : 'ltr';
  // The page always has a cache (AppCacheProvider); the type allows for a tree without one.
  const cache = useEmotionCache()!;
  const hydrationCache = React.useContext(HydrationCacheContext) ?? cache;
  const pageCache = React.useContext(PageEmotionCacheContext);
  const current = { direction, cache, resetKey } as const;
  const [store] = React.useState(() => createIslandStore({ direction: 'ltr', cache: hydrationCache, resetKey: 0 }, current));
  React.useEffect(() => {
    store.set({ direction, cache, resetKey });
  }, [store, direction, cache, resetKey]);

  React.useEffect(() => {
    const container = containerRef.current!;
    // Empty after a client-side navigation: there is no server HTML to hydrate, only to render.
    const fromServer = container.hasChildNodes();
    const clicks = fromServer ? holdClicks(container) : null;
    let cancelled = false;
    let root: Root | undefined;
    const onLive = () => {
      clicks?.replay();
      setStatus('live');
    };
    const stopWatching = whenIslandWakes(
      container,
      () => {
        setStatus('loading');
        load().then(
          (loadedCode) => {
            if (cancelled) {
              return;
            }
            const element = <IslandRoot store={store} code={loadedCode} render={render} onLive={onLive} />;
            // A transition: React hydrates in slices of a few milliseconds, not in one long task.
            React.startTransition(() => {
              if (fromServer) {
                root = hydrateRoot(container, element, {
                  identifierPrefix,
                  // Unmounting a root that is still hydrating (the reader left the page meanwhile) makes
                  // React report that it gave up hydrating: expected then, not an error. Anything else is
                  // reported as React does by default.
                  onRecoverableError: (error) => {
                    if (!cancelled) {
                      reportError(error);
                    }
                  },
                });
              } else {
                root = createRoot(container, { identifierPrefix });
                root.render(element);
              }
            });
          },
          (error: unknown) => {
            if (!cancelled) {
              console.warn(`${label} could not load; its static version stays.`, error);
              clicks?.release();
              setStatus('failed');
            }
          },
        );
      },
      { wakeWhenIdle: !fromServer },
    );
    return () => {
      cancelled = true;
      stopWatching();
      clicks?.release();
      // Unmounting a root while React commits this one is not allowed: it waits a task.
      const unmounting = root;
      if (unmounting) {
        setTimeout(() => unmounting.unmount());
      }
    };
    // `load` and `render` belong to the island it was created for; a new island remounts (keyed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, store]);

  let html = '';
  if (typeof window === 'undefined') {
    if (code === undefined) {
      throw new Error(`${label} has no code on the server: getStaticProps must preload the page's islands`);
    }
    // Both of the server's Emotion copies get the page's cache: Material UI's through
    // AppCacheProvider, the other (Joy UI's system reaches it) through the island root's provider.
    const server = { direction: 'ltr', cache: pageCache ?? cache, resetKey: 0 } as const;
    html = islandHtml(
      <AppCacheProvider emotionCache={pageCache ?? undefined}>
        <IslandRoot store={createIslandStore(server, server)} code={code} render={render} onLive={() => {}} />
      </AppCacheProvider>,
      identifierPrefix,
    );
  }
  // In the browser the server's HTML is kept as it is: React does not hydrate inside an element whose
  // HTML it was given, and the island hydrates it as its own root.
  const container = (
    <div
      ref={containerRef}
      data-island={status}
      style={CONTAINER_STYLE}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
  return (
    <>
      {container}
      {status === 'failed' ? (
        <Box
          component="button"
          type="button"
          onClick={() => {
            setStatus('static');
            setAttempt(attempt + 1);
          }}
          sx={{
            mt: 1,
            p: 0.5,
            border: 0,
            bgcolor: 'transparent',
            color: 'text.secondary',
            font: 'inherit',
            fontSize: 13,
            textDecoration: 'underline',
            cursor: 'pointer',
          }}
        >
          {`${label} could not load. Retry`}
        </Box>
      ) : null}
    </>
  );
}
