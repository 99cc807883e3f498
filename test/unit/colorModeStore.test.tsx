import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  followColorMode,
  readColorMode,
  schemeForMode,
  setColorMode,
  showColorScheme,
  useColorMode,
} from '../../src/settings/colorModeStore';

const root = document.documentElement;

/** A system colour scheme the test can switch, as the operating system would. */
function fakeSystemScheme(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn().mockReturnValue(media);
  return {
    set(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

function otherTabStores(value: string | null, key: string | null = 'mui-mode') {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

function ModeProbe() {
  const { mode, setMode } = useColorMode();
  return (
    <button type="button" onClick={() => setMode('dark')}>
      {mode ?? 'unknown'}
    </button>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  root.className = '';
});

afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('reading the stored mode', () => {
  it.each(['light', 'dark', 'system'] as const)('reads %s', (mode) => {
    localStorage.setItem('mui-mode', mode);
    expect(readColorMode(localStorage)).toBe(mode);
  });

  it.each([null, '', 'Dark', '<img src=x onerror=alert(1)>'])('falls back to system for %p', (stored) => {
    if (stored !== null) {
      localStorage.setItem('mui-mode', stored);
    }
    expect(readColorMode(localStorage)).toBe('system');
  });

  it('falls back to system when storage is refused or missing', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readColorMode(refusing)).toBe('system');
    expect(readColorMode(undefined)).toBe('system');
  });

  it('maps a mode to the scheme shown', () => {
    expect(schemeForMode('light', true)).toBe('light');
    expect(schemeForMode('dark', false)).toBe('dark');
    expect(schemeForMode('system', true)).toBe('dark');
    expect(schemeForMode('system', false)).toBe('light');
  });
});

describe('showing a scheme', () => {
  it('swaps the class on <html> and keeps the others', () => {
    root.className = 'keep light';
    showColorScheme(root, 'dark');
    expect([...root.classList]).toEqual(['keep', 'dark']);
  });

  it('pauses transitions for the switch only', () => {
    root.className = 'light';
    showColorScheme(root, 'dark');
    expect(document.head.textContent).toContain('transition:none');
    jest.advanceTimersByTime(1);
    expect(document.head.textContent).not.toContain('transition:none');
  });

  it('does nothing when the scheme is already shown', () => {
    root.className = 'dark';
    showColorScheme(root, 'dark');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('the colour-mode store', () => {
  it('stores the mode, shows it and tells the components that read it', () => {
    fakeSystemScheme(false);
    setColorMode('light');
    render(<ModeProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('light');
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(root.className).toBe('dark');
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it("follows another tab's change, and reads a removed or invalid value as system", () => {
    const system = fakeSystemScheme(true);
    setColorMode('light');
    const stop = followColorMode();
    otherTabStores('dark');
    expect(root.className).toBe('dark');
    otherTabStores('light');
    expect(root.className).toBe('light');
    otherTabStores('<script>');
    expect(root.className).toBe('dark');
    system.set(false);
    expect(root.className).toBe('light');
    otherTabStores('dark');
    otherTabStores(null, null);
    expect(root.className).toBe('light');
    stop();
  });

  it('ignores other keys and session storage', () => {
    fakeSystemScheme(false);
    setColorMode('light');
    const stop = followColorMode();
    otherTabStores('dark', 'something-else');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark', storageArea: sessionStorage }));
    expect(root.className).toBe('light');
    stop();
  });

  it("follows the system's scheme in system mode only, until stopped", () => {
    const system = fakeSystemScheme(false);
    setColorMode('system');
    const stop = followColorMode();
    system.set(true);
    expect(root.className).toBe('dark');
    setColorMode('light');
    system.set(false);
    system.set(true);
    expect(root.className).toBe('light');
    stop();
    expect(system.listenerCount()).toBe(0);
  });

  it('still switches the page when storage refuses to store', () => {
    fakeSystemScheme(false);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setColorMode('dark');
    expect(root.className).toBe('dark');
    setItem.mockRestore();
  });
});
