import { initialSettings, settingsReducer, type SettingsState } from '../../src/settings/settingsReducer';

describe('settingsReducer', () => {
  it('starts left to right, not dense', () => {
    expect(initialSettings).toEqual({ dense: false, direction: 'ltr' });
  });

  it('CHANGE applies a new direction and keeps the density', () => {
    const dense: SettingsState = { ...initialSettings, dense: true };
    const next = settingsReducer(dense, { type: 'CHANGE', payload: { direction: 'rtl' } });
    expect(next).toEqual({ dense: true, direction: 'rtl' });
    expect(next).not.toBe(dense);
  });

  it('CHANGE returns the very same state when nothing differs', () => {
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
