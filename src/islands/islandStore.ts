/**
 * What the page tells a live island after it hydrated: the page's direction and how many times
 * the reader reset the island. An island hydrates with the values the server rendered (`server`),
 * then React moves it to the current ones, so hydration always matches.
 */
export interface IslandState {
  direction: 'ltr' | 'rtl';
  resetKey: number;
}

export interface IslandStore {
  subscribe(listener: () => void): () => void;
  get(): IslandState;
  getServer(): IslandState;
  set(next: IslandState): void;
}

export function createIslandStore(server: IslandState, current: IslandState): IslandStore {
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
      if (next.direction !== state.direction || next.resetKey !== state.resetKey) {
        state = next;
        listeners.forEach((listener) => listener());
      }
    },
  };
}
