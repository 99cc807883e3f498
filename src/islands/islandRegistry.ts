/**
 * Where islands get their code. The generated map (.generated/islands/, written by
 * scripts/generate-demos.ts) holds one small loader module per page with islands, and in it one
 * loader per demo, playground, tool and CSS variables playground, so a page's first load carries none of them and each island
 * fetches only its own chunk. The map itself is a chunk of its own, fetched with the first island.
 *
 * The server has no viewport to wait for: `preloadIslands` (called by getStaticProps) loads a
 * page's islands before it renders, and rendering reads them with `loadedIsland`.
 */
import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { IslandCode, PageIslands } from './types';
import { loadIslandRuntime } from './islandRuntimeLoader';

export type IslandKind = keyof IslandCode;

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

function idOf(kind: IslandKind, pageKey: string, name: string): string {
  return `${kind}:${pageKey}/${name}`;
}

function pageIslands(pageKey: string): Promise<PageIslands> {
  return import('../../.generated/islands/pages')
    .then(({ default: pages }) => {
      const load = pages[pageKey];
      if (!load) {
        throw new Error(`No islands are registered for ${pageKey}: run scripts/generate-demos.ts`);
      }
      return load();
    })
    .then((module) => module.default);
}

/** The island's code, fetched once; a failed fetch is forgotten so that a retry fetches again. */
export function loadIsland<K extends IslandKind>(kind: K, pageKey: string, name: string): Promise<IslandCode[K]> {
  const id = idOf(kind, pageKey, name);
  if (loaded.has(id)) {
    return Promise.resolve(loaded.get(id) as IslandCode[K]);
  }
  if (!pending.has(id)) {
    const request = pageIslands(pageKey)
      .then((islands): Promise<unknown> => {
        const load = { demo: islands.demos, playground: islands.playgrounds, tool: islands.tools, cssVars: islands.cssVars }[kind][name];
        if (!load) {
          throw new Error(`No ${kind} ${name} is registered for ${pageKey}`);
        }
        return load();
      })
      .then(
        (code) => {
          loaded.set(id, code);
          pending.delete(id);
          return code;
        },
        (error: unknown) => {
          pending.delete(id);
          throw error;
        },
      );
    pending.set(id, request);
  }
  return pending.get(id) as Promise<IslandCode[K]>;
}

/** The island's code if it has arrived (always, on the server, after `preloadIslands`). */
export function loadedIsland<K extends IslandKind>(kind: K, pageKey: string, name: string): IslandCode[K] | undefined {
  return loaded.get(idOf(kind, pageKey, name)) as IslandCode[K] | undefined;
}

/**
 * Renders an island's HTML on the server with the page's Emotion cache (src/islands/server/):
 * handed over by getStaticProps so that no browser bundle carries react-dom/server.
 */
export type RenderIslandHtml = (element: ReactNode, options: { identifierPrefix: string; cache: EmotionCache }) => string;

let renderIslandToString: RenderIslandHtml | undefined;

/**
 * The server HTML of an island, rendered as a React root of its own with its own id prefix: the
 * browser hydrates it as such a root, so the ids `useId` gives (labels, aria-labelledby, radio
 * names) are the same on both sides, which they could not be if it were rendered inside the page.
 */
export function islandHtml(element: ReactNode, options: { identifierPrefix: string; cache: EmotionCache }): string {
  if (!renderIslandToString) {
    throw new Error('Islands render on the server after getStaticProps has called preloadIslands with renderIslandHtml');
  }
  return renderIslandToString(element, options);
}

/** Loads every island of a page, so that the server renders them in one pass. */
export async function preloadIslands(
  pageKey: string,
  islands: { demos: string[]; playgrounds: string[]; tools: string[]; cssVars: string[] },
  renderIslandHtml: RenderIslandHtml,
): Promise<void> {
  renderIslandToString = renderIslandHtml;
  await Promise.all([
    loadIslandRuntime(),
    ...islands.demos.map((name) => loadIsland('demo', pageKey, name)),
    ...islands.playgrounds.map((name) => loadIsland('playground', pageKey, name)),
    ...islands.tools.map((name) => loadIsland('tool', pageKey, name)),
    ...islands.cssVars.map((name) => loadIsland('cssVars', pageKey, name)),
  ]);
}

/** A demo's key is its page's key and its name: `material/content/material-ui/react-button/BasicButtons`. */
export function islandAddress(key: string): { pageKey: string; name: string } {
  const slash = key.lastIndexOf('/');
  return { pageKey: key.slice(0, slash), name: key.slice(slash + 1) };
}
