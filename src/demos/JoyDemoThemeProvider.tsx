import * as React from 'react';
import { CssVarsProvider } from '@mui/joy/styles';
import { joyDemoThemeIn } from './joyDemoTheme';
import type { Direction } from '../theme/createDocsTheme';
import { ISLAND_MODE_KEY, siteColorSchemeStorage } from '../theme/siteColorScheme';

// This version's typings omit the provider's `storageManager` and `modeStorageKey`, which it reads.
const siteMode = { storageManager: siteColorSchemeStorage, modeStorageKey: ISLAND_MODE_KEY } as Record<string, unknown>;

/**
 * Joy UI's default theme for one island, in the site's direction. Like the Material demo theme's
 * provider it stands alone: its CSS variables are the page's static style sheet
 * (JOY_THEME_STYLESHEET), its mode is the site's (`useColorScheme` reports it and follows the
 * reader's switch), and it writes nothing on <html>.
 */
export default function JoyDemoThemeProvider({ direction = 'ltr', children }: { direction?: Direction; children: React.ReactNode }) {
  return (
    <CssVarsProvider
      theme={joyDemoThemeIn(direction)}
      disableNestedContext
      disableStyleSheetGeneration
      colorSchemeNode={null}
      {...siteMode}
    >
      {children}
    </CssVarsProvider>
  );
}
