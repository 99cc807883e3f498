/** The tab's sessionStorage, or null where the browser refuses it (blocked cookies, sandboxed frames). */
export default function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
