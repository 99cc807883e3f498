import { API_VIEW_ATTRIBUTE, API_VIEW_STORAGE_KEY } from './apiView';

/**
 * Inline script run before the first paint: marks <html> with the reader's API view as
 * `parseApiView` reads it (only `list` or `table` is ever written), so the props show in that
 * form from the first frame. On every page, as the code preferences are: it is a few bytes and
 * the mark must be there when a reader moves to an API page without a reload.
 */
export const apiViewScript = `(function(){var v='table';try{if(localStorage.getItem(${JSON.stringify(
  API_VIEW_STORAGE_KEY,
)})==='list')v='list'}catch(e){}document.documentElement.setAttribute(${JSON.stringify(API_VIEW_ATTRIBUTE)},v)})();`;
