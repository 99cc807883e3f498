import * as React from 'react';
import { AD_CONFIG_MISSING_MESSAGE, DEFAULT_DISPLAY_SAMPLING_RATIO, adSettingsFromEnvironment, type AdConfig } from './adConfig';

const AdConfigContext = React.createContext<AdConfig | null>(null);

const ENVIRONMENT_SETTINGS = adSettingsFromEnvironment();

export interface AdProviderProps extends Partial<Omit<AdConfig, 'placement'>> {
  placement: string;
  children: React.ReactNode;
}

/**
 * Supplies the ad settings to the blocks below it. Settings not given come from an enclosing
 * provider (a demo's inline placement inside a page's), else from the build.
 */
export function AdProvider({ children, placement, displaySamplingRatio, networkScriptUrl, feedUrl, enabled }: AdProviderProps) {
  const parent = React.useContext(AdConfigContext);
  const value = React.useMemo<AdConfig>(() => {
    const inherited = parent ?? {
      ...ENVIRONMENT_SETTINGS,
      displaySamplingRatio: DEFAULT_DISPLAY_SAMPLING_RATIO,
    };
    return {
      placement,
      displaySamplingRatio: displaySamplingRatio ?? inherited.displaySamplingRatio,
      networkScriptUrl: networkScriptUrl === undefined ? inherited.networkScriptUrl : networkScriptUrl,
      feedUrl: feedUrl === undefined ? inherited.feedUrl : feedUrl,
      enabled: enabled ?? inherited.enabled,
    };
  }, [parent, placement, displaySamplingRatio, networkScriptUrl, feedUrl, enabled]);
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const value = React.useContext(AdConfigContext);
  if (!value) {
    throw new Error(AD_CONFIG_MISSING_MESSAGE);
  }
  return value;
}
