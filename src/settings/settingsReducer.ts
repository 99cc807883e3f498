import type { Direction } from '../theme/createDocsTheme';

export interface SettingsState {
  dense: boolean;
  direction: Direction;
}

export type SettingsAction =
  { type: 'CHANGE'; payload: { direction?: Direction } } | { type: 'SET_DENSE'; payload: boolean } | { type: 'RESET_DENSITY' };

export const initialSettings: SettingsState = {
  dense: false,
  direction: 'ltr',
};

export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'CHANGE': {
      const { direction = state.direction } = action.payload;
      // Returning the same object lets React skip the re-render when nothing changed.
      return direction === state.direction ? state : { ...state, direction };
    }
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false };
    default:
      throw new Error(`Unrecognized type ${(action as { type: unknown }).type}`);
  }
}
