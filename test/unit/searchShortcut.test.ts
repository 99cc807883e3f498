import { isEditableTarget, isSearchShortcut, type ShortcutEvent } from '../../src/search/searchShortcut';

function key(keyName: string, target: EventTarget | null = document.body, modifiers: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return { key: keyName, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, defaultPrevented: false, ...modifiers };
}

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]')!;
}

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K and Cmd+K, in either case, even inside a text field', () => {
    expect(isSearchShortcut(key('k', document.body, { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', document.body, { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', element('<input data-target>'), { ctrlKey: true }))).toBe(true);
  });

  it('ignores K without the modifier, or with others', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', document.body, { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', document.body, { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('opens on / outside editable fields only', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', element('<button data-target>b</button>')))).toBe(true);
    expect(isSearchShortcut(key('/', element('<input type="checkbox" data-target>')))).toBe(true);
    expect(isSearchShortcut(key('/', element('<input data-target>')))).toBe(false);
    expect(isSearchShortcut(key('/', element('<input type="search" data-target>')))).toBe(false);
    expect(isSearchShortcut(key('/', element('<textarea data-target></textarea>')))).toBe(false);
    expect(isSearchShortcut(key('/', element('<div contenteditable="true"><p data-target>x</p></div>')))).toBe(false);
    expect(isSearchShortcut(key('/', document.body, { ctrlKey: true }))).toBe(false);
  });

  it('leaves handled events and IME composition alone', () => {
    expect(isSearchShortcut(key('/', document.body, { defaultPrevented: true }))).toBe(false);
    expect(isSearchShortcut(key('k', document.body, { ctrlKey: true, isComposing: true }))).toBe(false);
  });
});

describe('isEditableTarget', () => {
  it('knows fields from other elements', () => {
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget(window)).toBe(false);
    expect(isEditableTarget(element('<select data-target></select>'))).toBe(true);
    expect(isEditableTarget(element('<div contenteditable="false"><span data-target>x</span></div>'))).toBe(false);
    expect(isEditableTarget(element('<a href="#" data-target>a</a>'))).toBe(false);
  });
});
