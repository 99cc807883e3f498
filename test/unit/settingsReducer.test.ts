import { initialSettings, settingsReducer, type SettingsState } from '../../src/settings/settingsReducer';

describe('settingsReducer', () => {
  it('starts light, left to right, not dense', () => {
    expect(initialSettings).toEqual({ dense: false, direction: 'ltr', paletteMode: 'light' });
  });

  it('CHANGE applies a new palette mode', () => {
    const next = settingsReducer(initialSettings, { type: 'CHANGE', payload: { paletteMode: 'dark' } });
    expect(next).toEqual({ ...initialSettings, paletteMode: 'dark' });
    expect(next).not.toBe(initialSettings);
  });

  it('CHANGE applies a new direction and keeps the mode', () => {
    const dark: SettingsState = { ...initialSettings, paletteMode: 'dark' };
    expect(settingsReducer(dark, { type: 'CHANGE', payload: { direction: 'rtl' } })).toEqual({
      dense: false,
      direction: 'rtl',
      paletteMode: 'dark',
    });
  });

  it('CHANGE applies both when both differ', () => {
    expect(settingsReducer(initialSettings, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } })).toEqual({
      dense: false,
      direction: 'rtl',
      paletteMode: 'dark',
    });
  });

  it('CHANGE applies when only one of two given values differs', () => {
    const next = settingsReducer(initialSettings, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'rtl' } });
    expect(next.direction).toBe('rtl');
  });

  it('CHANGE returns the very same state when nothing differs', () => {
    expect(settingsReducer(initialSettings, { type: 'CHANGE', payload: { paletteMode: 'light' } })).toBe(initialSettings);
    expect(settingsReducer(initialSettings, { type: 'CHANGE', payload: { direction: 'ltr' } })).toBe(initialSettings);
    expect(settingsReducer(initialSettings, { type: 'CHANGE', payload: {} })).toBe(initialSettings);
  });

  it('SET_DENSE sets density and RESET_DENSITY clears it', () => {
    const dense = settingsReducer(initialSettings, { type: 'SET_DENSE', payload: true });
    expect(dense.dense).toBe(true);
    expect(settingsReducer(dense, { type: 'RESET_DENSITY' })).toEqual(initialSettings);
  });

  it('throws on an unknown action, naming its type', () => {
    expect(() => settingsReducer(initialSettings, { type: 'TOGGLE_EVERYTHING' } as never)).toThrow('TOGGLE_EVERYTHING');
  });
});
