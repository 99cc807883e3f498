import * as React from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { createDocsTheme, type Direction } from '../theme/createDocsTheme';
import { followSiteColorScheme } from '../theme/siteColorScheme';

/**
 * The site's theme inside a tool's own React root: the page already has its CSS variables and
 * switches its colour scheme by a class on <html>, so the provider only hands the theme down and
 * follows that class (a preview's own provider nested in a tool writes the mode it is given).
 */
export default function ToolTheme({ direction, children }: { direction: Direction; children: React.ReactNode }) {
  const theme = React.useMemo(() => createDocsTheme({ direction }), [direction]);
  return (
    <ThemeProvider theme={theme} disableNestedContext {...followSiteColorScheme}>
      {children}
    </ThemeProvider>
  );
}
