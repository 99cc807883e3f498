import { DEFAULT_PACKAGE_MANAGER, isPackageManager, PACKAGE_MANAGER_STORAGE_KEY } from '../utils/packageManager';
import { localStorageOrNull } from '../utils/webStorage';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Shows `manager` (npm if it is not one of the four) in every tab set: the mark on <html>, which
 * CSS follows here and on the pages a client-side navigation brings, and each tab's selected
 * state and roving tab index.
 */
function show(manager: unknown): void {
  const shown = isPackageManager(manager) ? manager : DEFAULT_PACKAGE_MANAGER;
  document.documentElement.setAttribute('data-package-manager', shown);
  for (const tab of document.querySelectorAll<HTMLElement>('.pm-tab')) {
    const selected = tab.dataset.packageManager === shown;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

function choose(tab: HTMLElement): void {
  try {
    localStorageOrNull()?.setItem(PACKAGE_MANAGER_STORAGE_KEY, tab.dataset.packageManager!);
  } catch {
    // Storage full or refused: the choice still holds on this page and the next.
  }
  show(tab.dataset.packageManager);
}

/**
 * Makes the build-time package-manager tabs inside `element` work (click, arrow keys, Home, End),
 * keeps the choice in localStorage, and follows a choice made in another browser tab. Returns
 * what stops it.
 */
export function attachPackageManagerTabs(element: HTMLElement): () => void {
  // The inline script marked <html> before the first paint (or an earlier page of this visit did).
  show(document.documentElement.getAttribute('data-package-manager'));
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('.pm-tab');
    if (tab) {
      choose(tab);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('.pm-tab');
    const tabs = tab ? [...tab.parentElement!.children] : [];
    const step = (STEPS[event.key] ?? 0) * (document.documentElement.dir === 'rtl' ? -1 : 1);
    const index =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step
            ? (tabs.indexOf(tab!) + step + tabs.length) % tabs.length
            : -1;
    const next = tabs[index] as HTMLElement | undefined;
    if (next) {
      event.preventDefault();
      choose(next);
      next.focus();
    }
  };
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the storage.
    if (event.key === PACKAGE_MANAGER_STORAGE_KEY || event.key === null) {
      show(event.newValue);
    }
  };
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKeyDown);
  window.addEventListener('storage', onStorage);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('storage', onStorage);
  };
}
