import * as React from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useChangeTheme, useSettings, useSettingsDispatch } from '../../src/settings/SettingsContext';
import DocsThemeProvider from '../../src/theme/DocsThemeProvider';

function DirectionProbe() {
  const settings = useSettings();
  const changeTheme = useChangeTheme();
  const dispatch = useSettingsDispatch();
  return (
    <div>
      <output data-testid="settings">{JSON.stringify(settings)}</output>
      <button type="button" onClick={() => changeTheme({ direction: 'rtl' })}>
        rtl
      </button>
      <button type="button" onClick={() => dispatch({ type: 'SET_DENSE', payload: true })}>
        dense
      </button>
    </div>
  );
}

describe('settings context', () => {
  beforeAll(() => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
    }));
  });

  it('useChangeTheme outside its provider throws the exact message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useChangeTheme())).toThrow(new Error('Forgot to wrap component in ThemeProvider'));
    jest.mocked(console.error).mockRestore();
  });

  it('changes direction on the document, once the mirroring styles have loaded, and density', async () => {
    render(
      <DocsThemeProvider>
        <DirectionProbe />
      </DocsThemeProvider>,
    );
    expect(JSON.parse(screen.getByTestId('settings').textContent!)).toMatchObject({ direction: 'ltr', dense: false });
    act(() => screen.getByText('rtl').click());
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    act(() => screen.getByText('dense').click());
    expect(JSON.parse(screen.getByTestId('settings').textContent!)).toMatchObject({ direction: 'rtl', dense: true });
  });
});
