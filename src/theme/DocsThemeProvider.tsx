import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { createDocsTheme } from './createDocsTheme';
import { initialSettings, settingsReducer } from '../settings/settingsReducer';
import { SettingsDispatchContext, SettingsStateContext } from '../settings/SettingsContext';
import { MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from '../settings/colorMode';
import { loadRtlCache } from './rtlCache';
import { HydrationCacheContext } from './HydrationCacheContext';
import { DENSE_ATTRIBUTE } from '../settings/density';

/** Keeps the settings' `paletteMode` equal to the colour scheme actually shown. */
function PaletteModeSync({ dispatch }: { dispatch: React.Dispatch<Parameters<typeof settingsReducer>[1]> }) {
  const { colorScheme } = useColorScheme();
  React.useEffect(() => {
    if (colorScheme === 'light' || colorScheme === 'dark') {
      dispatch({ type: 'CHANGE', payload: { paletteMode: colorScheme } });
    }
  }, [colorScheme, dispatch]);
  return null;
}

export default function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  const [settings, dispatch] = React.useReducer(settingsReducer, initialSettings);
  // The cache the app was rendered with (left to right); kept so the tree never remounts.
  const ltrCache = useEmotionCache();
  const [rtlCache, setRtlCache] = React.useState<EmotionCache | null>(null);
  // The page turns right-to-left once the mirroring cache has loaded, never half-way.
  const direction = settings.direction === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  const { dense } = settings;
  const theme = React.useMemo(() => createDocsTheme({ direction, dense }), [direction, dense]);

  React.useEffect(() => {
    if (settings.direction === 'rtl' && !rtlCache) {
      loadRtlCache().then(setRtlCache, (error: unknown) => {
        console.warn('Right-to-left styles could not be loaded; staying left to right.', error);
      });
    }
  }, [settings.direction, rtlCache]);

  React.useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  // The frame's own CSS (CSS modules, not the theme's default props) follows this mark.
  React.useEffect(() => {
    document.documentElement.toggleAttribute(DENSE_ATTRIBUTE, dense);
  }, [dense]);

  const content = (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
      // The variables and the baseline are a static sheet of the document (src/theme/docsThemeSheet.ts).
      disableStyleSheetGeneration
    >
      <PaletteModeSync dispatch={dispatch} />
      {children}
    </ThemeProvider>
  );

  return (
    <SettingsDispatchContext.Provider value={dispatch}>
      <SettingsStateContext.Provider value={settings}>
        <HydrationCacheContext.Provider value={ltrCache}>
          <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>{content}</CacheProvider>
        </HydrationCacheContext.Provider>
      </SettingsStateContext.Provider>
    </SettingsDispatchContext.Provider>
  );
}
