/** The keyboard shortcuts that open search, as a predicate the always-loaded listener calls. */

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
  defaultPrevented: boolean;
  isComposing?: boolean;
}

/** A field the reader types into, where `/` is a character and not a command. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') {
    return false;
  }
  const element = target as Element;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') {
    return true;
  }
  if (element.tagName === 'INPUT') {
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Ctrl+K (Cmd+K on macOS) anywhere, as on most documentation sites, so a reader inside a demo's
 * text field can still search; `/` only outside editable fields.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.isComposing) {
    return false;
  }
  if (event.key.toLowerCase() === 'k') {
    return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  }
  if (event.key === '/') {
    return !event.ctrlKey && !event.metaKey && !event.altKey && !isEditableTarget(event.target);
  }
  return false;
}
