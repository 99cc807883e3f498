import { isShortcutsHelpKey } from '../../src/layout/keyboardShortcuts';
import { SITE_SHORTCUTS } from '../../src/layout/shortcutList';
import type { ShortcutEvent } from '../../src/search/searchShortcut';

function key(keyName: string, target: EventTarget | null = document.body, modifiers: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return { key: keyName, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, defaultPrevented: false, ...modifiers };
}

describe('isShortcutsHelpKey', () => {
  it('opens on ?, with the Shift most layouts need for it', () => {
    expect(isShortcutsHelpKey(key('?'))).toBe(true);
    expect(isShortcutsHelpKey(key('?', document.body, { shiftKey: true }))).toBe(true);
  });

  it('leaves ? to text fields, and to the browser with Ctrl, Cmd or Alt', () => {
    document.body.innerHTML = '<input data-target><textarea data-area></textarea>';
    expect(isShortcutsHelpKey(key('?', document.querySelector('[data-target]')))).toBe(false);
    expect(isShortcutsHelpKey(key('?', document.querySelector('[data-area]')))).toBe(false);
    expect(isShortcutsHelpKey(key('?', document.body, { ctrlKey: true }))).toBe(false);
    expect(isShortcutsHelpKey(key('?', document.body, { metaKey: true }))).toBe(false);
    expect(isShortcutsHelpKey(key('?', document.body, { altKey: true }))).toBe(false);
  });

  it('ignores other keys, handled events and IME composition', () => {
    expect(isShortcutsHelpKey(key('/'))).toBe(false);
    expect(isShortcutsHelpKey(key('?', document.body, { defaultPrevented: true }))).toBe(false);
    expect(isShortcutsHelpKey(key('?', document.body, { isComposing: true }))).toBe(false);
  });

  it('lists the search shortcuts and itself', () => {
    const keys = SITE_SHORTCUTS.map((shortcut) => shortcut.keys.join('+'));
    expect(keys).toEqual(expect.arrayContaining(['Ctrl+K', '/', 'Ctrl+C', '?']));
  });
});
