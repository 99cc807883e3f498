// Apart from the `?` predicate: only the dialog's chunk carries this list, not every page.

/** One line of the shortcuts dialog: the keys, as pressed on Windows/Linux and on macOS. */
export interface SiteShortcut {
  keys: string[];
  appleKeys?: string[];
  action: string;
}

/** Every keyboard shortcut the site itself adds, in the order the dialog lists them. */
export const SITE_SHORTCUTS: SiteShortcut[] = [
  { keys: ['Ctrl', 'K'], appleKeys: ['⌘', 'K'], action: 'Search the documentation' },
  { keys: ['/'], action: 'Search the documentation (outside text fields)' },
  {
    keys: ['Ctrl', 'C'],
    appleKeys: ['⌘', 'C'],
    action: 'Copy the code block under the pointer or holding the focus, when no text is selected',
  },
  { keys: ['←', '→'], action: 'Move between the tabs of a tab list' },
  { keys: ['Esc'], action: 'Close a dialog, a menu or the navigation drawer' },
  { keys: ['?'], action: 'Show this list' },
];
