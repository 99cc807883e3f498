import { isEditableTarget, type ShortcutEvent } from '../search/searchShortcut';

/**
 * `?` outside text fields opens the list. Shift is allowed (most layouts need it for `?`), the
 * other modifiers are not: Ctrl+? or Alt+? may belong to the browser or the system.
 */
export function isShortcutsHelpKey(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.key !== '?') {
    return false;
  }
  return !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target);
}
