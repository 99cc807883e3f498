import { extendTheme } from '@mui/joy/styles';

/**
 * Joy UI's default theme as its demos, playgrounds and tools use it: CSS variables of their own
 * (`--joy-demo-…`, so they cannot clash with the site's or the Material demos'), the dark scheme
 * under the site's `.dark` class on <html>, so they follow the reader's mode from the first paint.
 */
export const joyDemoTheme = extendTheme({ cssVarPrefix: 'joy-demo', colorSchemeSelector: 'class' });
