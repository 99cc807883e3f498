/** Joy UI's default theme for the explorer, built by the installed @mui/joy when the tool runs. */
import { extendTheme } from '@mui/joy/styles';
import type { ThemeMode, ThemeSource } from './defaultThemes';

// @mui/joy has no version module; its package.json (about 2 kB, in this tool's chunk only) says it.
import joyPackage from '@mui/joy/package.json';

/**
 * The object `useTheme()` returns under Joy's `CssVarsProvider` in a colour scheme: `extendTheme()`
 * with that scheme's palette and shadow tokens lifted to the top, as the provider does.
 */
export function joyDefaultTheme(mode: ThemeMode): object {
  const theme = extendTheme();
  return { ...theme, ...theme.colorSchemes[mode] };
}

export const JOY_THEME: ThemeSource = {
  library: '@mui/joy',
  version: joyPackage.version,
  build: joyDefaultTheme,
  calls: { light: 'extendTheme(), light scheme', dark: 'extendTheme(), dark scheme' },
  examples: ['primary.500', '#0B6BCB', 'radius'],
};
