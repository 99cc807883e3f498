/**
 * The themes the explorer shows, built by the installed library when the tool runs (nothing typed
 * by hand): Material UI's `createTheme()` and its dark counterpart here; Joy UI's in joyTheme.ts.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { version } from '@mui/material/version';

export type ThemeMode = 'light' | 'dark';

/** A library's default theme as the explorer shows it. */
export interface ThemeSource {
  /** The package: `@mui/material`. */
  library: string;
  version: string;
  /** The theme object of a colour scheme. */
  build: (mode: ThemeMode) => object;
  /** How the code that gives each scheme's theme reads. */
  calls: Record<ThemeMode, string>;
  /** What the search field suggests: a path, a value, a key. */
  examples: readonly string[];
}

export function defaultTheme(mode: ThemeMode): Theme {
  return mode === 'dark' ? createTheme({ palette: { mode: 'dark' } }) : createTheme();
}

export const MATERIAL_THEME: ThemeSource = {
  library: '@mui/material',
  version: version ?? '',
  build: defaultTheme,
  calls: { light: 'createTheme()', dark: "createTheme({ palette: { mode: 'dark' } })" },
  examples: ['primary.main', '#1976d2', 'fontSize'],
};
