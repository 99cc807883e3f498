/**
 * The themes the explorer shows, built by the installed library when the tool runs (nothing typed
 * by hand): `createTheme()` and its dark counterpart.
 */
import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

export function defaultTheme(mode: ThemeMode): Theme {
  return mode === 'dark' ? createTheme({ palette: { mode: 'dark' } }) : createTheme();
}

/** How the code that builds a mode's theme reads. */
export const THEME_CALLS: Record<ThemeMode, string> = {
  light: 'createTheme()',
  dark: "createTheme({ palette: { mode: 'dark' } })",
};
