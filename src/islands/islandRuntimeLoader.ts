export type IslandRuntime = typeof import('./islandRuntime');

let pending: Promise<IslandRuntime> | undefined;
let loaded: IslandRuntime | undefined;

/** Fetches the islands' shared code once per page view (see islandRuntime.tsx). */
export function loadIslandRuntime(): Promise<IslandRuntime> {
  pending ??= import('./islandRuntime').then(
    (runtime) => {
      loaded = runtime;
      return runtime;
    },
    (error: unknown) => {
      // A failed fetch is tried again by the next island (or its retry button).
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The islands' shared code if it has arrived (on the server, always, after `preloadIslands`). */
export function loadedIslandRuntime(): IslandRuntime | undefined {
  return loaded;
}
