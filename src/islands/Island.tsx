import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { whenIslandWakes } from './islandGate';
import { holdClicks } from './clickReplay';
import { createIslandStore } from './islandStore';
import type { IslandView } from './types';
import { islandHtml } from './islandRegistry';
import { PageEmotionCacheContext } from './PageEmotionCache';
import { loadedIslandRuntime, loadIslandRuntime, type IslandRuntime } from './islandRuntimeLoader';
import { useShownDirection } from '../settings/SettingsContext';
import styles from './Island.module.css';

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
  /**
   * What the island shows; the same function renders it on the server and in its own root, with
   * the islands' shared code (their themes' stages), which loads with the island.
   */
  render: (code: Code, view: IslandView, runtime: IslandRuntime) => React.ReactNode;
  resetKey: number;
  /** Names the island in the retry control ("The BasicButtons demo"). */
  label: string;
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
  const direction = useShownDirection();
  const pageCache = React.useContext(PageEmotionCacheContext);
  // The server rendered left to right: an island that wakes after the reader switched direction
  // hydrates that HTML first, then mirrors.
  const [store] = React.useState(() => createIslandStore({ direction: 'ltr', resetKey: 0 }, { direction, resetKey }));
  React.useEffect(() => {
    store.set({ direction, resetKey });
  }, [store, direction, resetKey]);

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
        Promise.all([load(), loadIslandRuntime()]).then(
          ([loadedCode, runtime]) => {
            if (cancelled) {
              return;
            }
            const element = (
              <runtime.IslandRoot
                store={store}
                code={loadedCode}
                render={(islandCode, view) => render(islandCode, view, runtime)}
                onLive={onLive}
              />
            );
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
    const runtime = loadedIslandRuntime();
    if (code === undefined || !runtime || !pageCache) {
      throw new Error(`${label} has no code or no Emotion cache on the server: getStaticProps must preload the page's islands`);
    }
    const server = { direction: 'ltr', resetKey: 0 } as const;
    html = islandHtml(
      <runtime.IslandRoot
        store={createIslandStore(server, server)}
        code={code}
        render={(islandCode, view) => render(islandCode, view, runtime)}
        onLive={() => {}}
        serverCache={pageCache}
      />,
      { identifierPrefix, cache: pageCache },
    );
  }
  // In the browser the server's HTML is kept as it is: React does not hydrate inside an element whose
  // HTML it was given, and the island hydrates it as its own root.
  const container = (
    <div
      ref={containerRef}
      className={styles.island}
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
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            setStatus('static');
            setAttempt(attempt + 1);
          }}
        >
          {`${label} could not load. Retry`}
        </button>
      ) : null}
    </>
  );
}
