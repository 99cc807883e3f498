import * as React from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useChangeTheme, useSettings, useSettingsDispatch, useShownDirection } from '../../src/settings/SettingsContext';
import SettingsProvider from '../../src/settings/SettingsProvider';

function DirectionProbe() {
  const settings = useSettings();
  const changeTheme = useChangeTheme();
  const dispatch = useSettingsDispatch();
  return (
    <div>
      <output data-testid="settings">{JSON.stringify(settings)}</output>
      <output data-testid="shown">{useShownDirection()}</output>
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
    expect(() => renderHook(() => useChangeTheme())).toThrow(new Error('Forgot to wrap component in SettingsProvider'));
    jest.mocked(console.error).mockRestore();
  });

  it("leaves the document's direction untouched when it already says so (a write restyles the whole page)", async () => {
    document.documentElement.setAttribute('dir', 'ltr');
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? '')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
    const { unmount } = render(
      <SettingsProvider>
        <DirectionProbe />
      </SettingsProvider>,
    );
    await act(async () => {});
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    unmount();
  });

  it('changes direction on the document, once the mirroring styles have loaded, and density', async () => {
    render(
      <SettingsProvider>
        <DirectionProbe />
      </SettingsProvider>,
    );
    expect(JSON.parse(screen.getByTestId('settings').textContent!)).toMatchObject({ direction: 'ltr', dense: false });
    act(() => screen.getByText('rtl').click());
    // Chosen at once, shown once the mirroring cache is here.
    expect(JSON.parse(screen.getByTestId('settings').textContent!)).toMatchObject({ direction: 'rtl' });
    expect(screen.getByTestId('shown')).toHaveTextContent('ltr');
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByTestId('shown')).toHaveTextContent('rtl');
    act(() => screen.getByText('dense').click());
    expect(JSON.parse(screen.getByTestId('settings').textContent!)).toMatchObject({ direction: 'rtl', dense: true });
  });
});
