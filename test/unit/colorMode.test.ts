import { MODE_STORAGE_KEY, isColorMode, sanitizeColorModeScript } from '../../src/settings/colorMode';

describe('colour mode values', () => {
  it('stores the mode under mui-mode', () => {
    expect(MODE_STORAGE_KEY).toBe('mui-mode');
  });

  it.each(['light', 'dark', 'system'])('accepts %s', (mode) => {
    expect(isColorMode(mode)).toBe(true);
  });

  it.each([null, undefined, '', 'Dark', 'blue', '<img src=x onerror=alert(1)>', 42, {}])('refuses %p', (value) => {
    expect(isColorMode(value)).toBe(false);
  });
});

describe('sanitizeColorModeScript', () => {
  const run = () => new Function(sanitizeColorModeScript)();

  beforeEach(() => localStorage.clear());

  it('removes an invalid stored mode', () => {
    localStorage.setItem('mui-mode', '"><script>alert(1)</script>');
    run();
    expect(localStorage.getItem('mui-mode')).toBeNull();
  });

  it.each(['light', 'dark', 'system'])('keeps the valid mode %s', (mode) => {
    localStorage.setItem('mui-mode', mode);
    run();
    expect(localStorage.getItem('mui-mode')).toBe(mode);
  });

  it('removes invalid per-mode colour schemes and keeps valid ones', () => {
    localStorage.setItem('mui-color-scheme-dark', 'evil class');
    localStorage.setItem('mui-color-scheme-light', 'light');
    run();
    expect(localStorage.getItem('mui-color-scheme-dark')).toBeNull();
    expect(localStorage.getItem('mui-color-scheme-light')).toBe('light');
  });

  it('does not throw when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    getItem.mockRestore();
  });
});
