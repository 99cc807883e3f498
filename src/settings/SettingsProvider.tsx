import * as React from 'react';
import { initialSettings, settingsReducer } from './settingsReducer';
import { SettingsDispatchContext, SettingsStateContext, ShownDirectionContext } from './SettingsContext';
import { DENSE_ATTRIBUTE } from './density';
import { followColorMode } from './colorModeStore';
import { loadRtlCache } from '../theme/rtlCache';

/**
 * The reader's settings for the whole site, and their marks on <html> (direction, density; the
 * colour mode's class is the colour-mode store's). No theme provider: the frame is styled by CSS
 * modules on the theme's CSS variables, and what Material UI draws brings its own provider.
 */
export default function SettingsProvider({ children }: { children: React.ReactNode }) {
  const [settings, dispatch] = React.useReducer(settingsReducer, initialSettings);
  const [mirroringReady, setMirroringReady] = React.useState(false);
  const direction = settings.direction === 'rtl' && mirroringReady ? 'rtl' : 'ltr';
  const { dense } = settings;

  React.useEffect(followColorMode, []);

  React.useEffect(() => {
    if (settings.direction === 'rtl' && !mirroringReady) {
      loadRtlCache().then(
        // A transition, like every context change a deferred part may still be waiting through (src/components/deferredPart.tsx).
        () => React.startTransition(() => setMirroringReady(true)),
        (error: unknown) => console.warn('Right-to-left styles could not be loaded; staying left to right.', error),
      );
    }
  }, [settings.direction, mirroringReady]);

  React.useEffect(() => {
    // Written only when it changes: even the same value, set on <html>, restyles the whole document (about 15 ms on a phone).
    if (document.documentElement.getAttribute('dir') !== direction) {
      document.documentElement.dir = direction;
    }
  }, [direction]);

  React.useEffect(() => {
    document.documentElement.toggleAttribute(DENSE_ATTRIBUTE, dense);
  }, [dense]);

  return (
    <SettingsDispatchContext.Provider value={dispatch}>
      <SettingsStateContext.Provider value={settings}>
        <ShownDirectionContext.Provider value={direction}>{children}</ShownDirectionContext.Provider>
      </SettingsStateContext.Provider>
    </SettingsDispatchContext.Provider>
  );
}
