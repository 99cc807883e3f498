import { extendTheme } from '@mui/joy/styles';
import type { Direction } from '../theme/createDocsTheme';

const options = { cssVarPrefix: 'joy-demo', colorSchemeSelector: 'class' } as const;

/**
 * Joy UI's default theme as its demos, playgrounds and tools use it: CSS variables of their own
 * (`--joy-demo-…`, so they cannot clash with the site's or the Material demos'), the dark scheme
 * under the site's `.dark` class on <html>, so they follow the reader's mode from the first paint.
 */
export const joyDemoTheme = extendTheme(options);

// Made the first time a reader switches to right to left: most never do. Its CSS variables are the same.
let rtlTheme: typeof joyDemoTheme | undefined;

/** The demo theme in a direction: components that place things (Slider, Menu, Drawer) read it from the theme. */
export function joyDemoThemeIn(direction: Direction): typeof joyDemoTheme {
  if (direction === 'ltr') {
    return joyDemoTheme;
  }
  rtlTheme ??= extendTheme({ ...options, direction: 'rtl' });
  return rtlTheme;
}
