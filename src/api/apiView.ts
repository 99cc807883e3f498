/** How API pages show their props, slots and classes: as tables, or as a compact list. */
export type ApiView = 'table' | 'list';

export const API_VIEW_STORAGE_KEY = 'apiView';
/** Set on <html> before the first paint (apiViewScript.ts); the tables' CSS follows it. */
export const API_VIEW_ATTRIBUTE = 'data-api-view';

/** Anything but the exact stored word `list` (missing, corrupted, another site's value) means the table. */
export function parseApiView(value: unknown): ApiView {
  return value === 'list' ? 'list' : 'table';
}

/** Shows the view at once and remembers it; storage may be unavailable (private mode, quota), the view still changes. */
export function applyApiView(view: ApiView): void {
  document.documentElement.setAttribute(API_VIEW_ATTRIBUTE, view);
  try {
    window.localStorage.setItem(API_VIEW_STORAGE_KEY, view);
  } catch {
    // Not remembered: the next page shows the table.
  }
}
