/**
 * After a deployment, a page still running the old build may ask for a chunk that no longer
 * exists. One clean reload fixes that; a second failure soon after means the reload did not help,
 * so the page stays as it is instead of looping.
 */

export const CHUNK_RELOAD_STORAGE_KEY = 'mui-chunk-reload';
export const CHUNK_RELOAD_WINDOW_MS = 30000;

const CHUNK_ERROR_PATTERN =
  /ChunkLoadError|Loading chunk|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return CHUNK_ERROR_PATTERN.test(text);
}

/** True (and remembered) when a reload may fix the failure; false when one was just tried. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): boolean {
  try {
    const last = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) {
      return false;
    }
    storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return storage !== null;
  } catch {
    // Without storage a reload could not be told from a loop: do not reload.
    return false;
  }
}
