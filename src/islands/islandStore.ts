/**
 * What the page tells a live island after it hydrated: the page's direction, its Emotion cache
 * and how many times the reader reset the island. An island hydrates with the values the server
 * rendered (`server`), then React moves it to the current ones, so hydration always matches.
 */
export interface IslandState<Cache> {
  direction: 'ltr' | 'rtl';
  cache: Cache;
  resetKey: number;
}

export interface IslandStore<Cache> {
  subscribe(listener: () => void): () => void;
  get(): IslandState<Cache>;
  getServer(): IslandState<Cache>;
  set(next: IslandState<Cache>): void;
}

export function createIslandStore<Cache>(server: IslandState<Cache>, current: IslandState<Cache>): IslandStore<Cache> {
  let state = current;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    getServer: () => server,
    set(next) {
      if (next.direction !== state.direction || next.cache !== state.cache || next.resetKey !== state.resetKey) {
        state = next;
        listeners.forEach((listener) => listener());
      }
    },
  };
}
