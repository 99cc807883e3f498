import * as React from 'react';
import { initialSettings, type SettingsAction, type SettingsState } from './settingsReducer';
import type { Direction } from '../theme/createDocsTheme';

export const SettingsStateContext = React.createContext<SettingsState>(initialSettings);
export const SettingsDispatchContext = React.createContext<React.Dispatch<SettingsAction> | null>(null);

/**
 * The direction the page shows: the reader's choice once the styles that mirror Material UI's
 * components have loaded (right to left never shows half-mirrored), left to right until then.
 */
export const ShownDirectionContext = React.createContext<Direction>('ltr');

export function useShownDirection(): Direction {
  return React.useContext(ShownDirectionContext);
}

export function useSettings(): SettingsState {
  return React.useContext(SettingsStateContext);
}

export function useSettingsDispatch(): React.Dispatch<SettingsAction> {
  const dispatch = React.useContext(SettingsDispatchContext);
  if (!dispatch) {
    throw new Error('Forgot to wrap component in SettingsProvider');
  }
  return dispatch;
}

/** Changes the direction of the site. */
export function useChangeTheme(): (payload: Extract<SettingsAction, { type: 'CHANGE' }>['payload']) => void {
  const dispatch = useSettingsDispatch();
  return React.useCallback((payload) => dispatch({ type: 'CHANGE', payload }), [dispatch]);
}
