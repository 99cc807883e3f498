import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createDocsTheme } from './createDocsTheme';
import { clientEmotionCache } from './clientEmotionCache';
import { loadedRtlCache } from './rtlCache';
import { followSiteColorScheme } from './siteColorScheme';
import { useSettings, useShownDirection } from '../settings/SettingsContext';

/**
 * The site's theme for a piece of Material UI opened on use (a drawer, a dialog, a menu). It comes
 * in that piece's chunk, not the first load. The page already has the theme's CSS variables and its
 * colour-scheme class, so the provider only hands the theme down: it follows the class and never
 * writes it (the colour-mode store does), and it follows the reader's direction and density.
 */
export default function DocsMuiProvider({ children }: { children: React.ReactNode }) {
  const direction = useShownDirection();
  const { dense } = useSettings();
  const theme = React.useMemo(() => createDocsTheme({ direction, dense }), [direction, dense]);
  const cache = (direction === 'rtl' ? loadedRtlCache() : undefined) ?? clientEmotionCache();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} {...followSiteColorScheme}>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** `Component` inside the site's theme: for the default export of a module loaded on use. */
export function withDocsTheme<Props extends object>(Component: React.ComponentType<Props>): React.ComponentType<Props> {
  function Themed(props: Props) {
    return (
      <DocsMuiProvider>
        <Component {...props} />
      </DocsMuiProvider>
    );
  }
  Themed.displayName = `withDocsTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}
