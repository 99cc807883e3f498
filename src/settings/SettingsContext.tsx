import * as React from 'react';
import { initialSettings, type SettingsAction, type SettingsState } from './settingsReducer';

export const SettingsStateContext = React.createContext<SettingsState>(initialSettings);
export const SettingsDispatchContext = React.createContext<React.Dispatch<SettingsAction> | null>(null);

export function useSettings(): SettingsState {
  return React.useContext(SettingsStateContext);
}

export function useSettingsDispatch(): React.Dispatch<SettingsAction> {
  const dispatch = React.useContext(SettingsDispatchContext);
  if (!dispatch) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return dispatch;
}

/** Changes the palette mode and/or the direction of the site's theme. */
export function useChangeTheme(): (payload: Extract<SettingsAction, { type: 'CHANGE' }>['payload']) => void {
  const dispatch = useSettingsDispatch();
  return React.useCallback((payload) => dispatch({ type: 'CHANGE', payload }), [dispatch]);
}
