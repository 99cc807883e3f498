import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

/**
 * Joy UI components in Joy's own default theme, with a CSS variables prefix of their own (so they
 * cannot clash with the site's or the Material demos') and its dark scheme under the site's `.dark`
 * class on <html>, so they follow the reader's mode from the first paint. Like the Material demo
 * theme, the provider stands alone: no stored mode and no class of its own on <html>.
 */
const joyDemoTheme = extendTheme({ cssVarPrefix: 'joy-demo', colorSchemeSelector: 'class' });
// Joy's provider reads `storageManager: null` (no stored mode), but this version's typings omit it.
const noStoredMode = { storageManager: null } as Record<string, unknown>;

export default function JoyPreview({ children }: { children: React.ReactNode }) {
  return (
    <CssVarsProvider theme={joyDemoTheme} disableNestedContext colorSchemeNode={null} {...noStoredMode}>
      {children}
    </CssVarsProvider>
  );
}
