import * as React from 'react';
import { MODE_STORAGE_KEY, isColorMode, type ColorMode } from './colorMode';

export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored mode, or "system" when there is none, it is not a mode, or storage is refused. */
export function readColorMode(storage: Pick<Storage, 'getItem'> | undefined): ColorMode {
  try {
    const stored = storage?.getItem(MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function schemeForMode(mode: ColorMode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'system') {
    return systemPrefersDark ? 'dark' : 'light';
  }
  return mode;
}

/**
 * Shows `scheme` by the class on <html> that the theme's CSS variables and the first-paint script
 * use. Transitions are off for that frame: otherwise every element with a colour transition fades
 * at its own pace and the page flickers through half-switched states.
 */
export function showColorScheme(root: HTMLElement, scheme: ColorScheme): void {
  const other = scheme === 'dark' ? 'light' : 'dark';
  if (root.classList.contains(scheme) && !root.classList.contains(other)) {
    return;
  }
  const pause = root.ownerDocument.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  root.ownerDocument.head.appendChild(pause);
  root.classList.remove(other);
  root.classList.add(scheme);
  // Reading a computed style applies the switch while the pause is still there.
  void root.ownerDocument.defaultView?.getComputedStyle(root).color;
  setTimeout(() => pause.remove(), 1);
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let mode: ColorMode | undefined;

function currentMode(): ColorMode {
  mode ??= readColorMode(localStorageOrUndefined());
  return mode;
}

function applyMode(next: ColorMode): void {
  mode = next;
  showColorScheme(document.documentElement, schemeForMode(next, window.matchMedia(DARK_QUERY).matches));
  listeners.forEach((listener) => listener());
}

/** Stores the reader's mode and shows it. */
export function setColorMode(next: ColorMode): void {
  try {
    localStorageOrUndefined()?.setItem(MODE_STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode, quota): the page still switches, for this visit.
  }
  applyMode(next);
}

/**
 * Keeps the page on the reader's mode while it is open: a change in another tab (storage event)
 * and, in "system" mode, a change of the system's scheme. Returns the function that stops it.
 */
export function followColorMode(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.storageArea === localStorageOrUndefined() && (event.key === MODE_STORAGE_KEY || event.key === null)) {
      applyMode(isColorMode(event.newValue) ? event.newValue : 'system');
    }
  };
  const onSystemChange = () => {
    if (currentMode() === 'system') {
      applyMode('system');
    }
  };
  window.addEventListener('storage', onStorage);
  media.addEventListener('change', onSystemChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    media.removeEventListener('change', onSystemChange);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The reader's colour mode ("light", "system" or "dark") and its setter. Undefined in the static
 * render and while hydrating: the stored mode is known only in the browser.
 */
export function useColorMode(): { mode: ColorMode | undefined; setMode: (next: ColorMode) => void } {
  const current = React.useSyncExternalStore(subscribe, currentMode, () => undefined);
  return { mode: current, setMode: setColorMode };
}
