/** Web storage, or null where the browser refuses it (blocked cookies, sandboxed frames). */
function storageOrNull(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function sessionStorageOrNull(): Storage | null {
  return storageOrNull('sessionStorage');
}

/** The origin's localStorage, or null where the browser refuses it. */
export function localStorageOrNull(): Storage | null {
  return storageOrNull('localStorage');
}
