import type { Direction } from '../theme/createDocsTheme';

export type PaletteMode = 'light' | 'dark';

export interface SettingsState {
  dense: boolean;
  direction: Direction;
  paletteMode: PaletteMode;
}

export type SettingsAction =
  | { type: 'CHANGE'; payload: { paletteMode?: PaletteMode; direction?: Direction } }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' };

export const initialSettings: SettingsState = {
  dense: false,
  direction: 'ltr',
  paletteMode: 'light',
};

export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'CHANGE': {
      const { paletteMode = state.paletteMode, direction = state.direction } = action.payload;
      // Returning the same object lets React skip the re-render when nothing changed.
      if (paletteMode === state.paletteMode && direction === state.direction) {
        return state;
      }
      return { ...state, paletteMode, direction };
    }
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false };
    default:
      throw new Error(`Unrecognized type ${(action as { type: unknown }).type}`);
  }
}
