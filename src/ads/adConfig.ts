/** The ad settings, as plain data. Endpoints are fixed at build time from the environment. */
export interface AdConfig {
  /** Share of views whose display event is sent (0.1 sends one view in ten). */
  displaySamplingRatio: number;
  /** Where on the page the block sits; part of every analytics label. */
  placement: string;
  /** The ad network's script, or null when that source is off. */
  networkScriptUrl: string | null;
  /** The external ad feed (JSON), or null when that source is off. */
  feedUrl: string | null;
  /** False in `next dev` unless `NEXT_PUBLIC_ADS_IN_DEV=true`. */
  enabled: boolean;
}

export const DEFAULT_DISPLAY_SAMPLING_RATIO = 0.1;

/** The block under a page's description. */
export const PAGE_AD_PLACEMENT = 'body-top';
/** The feed's ad under a demo whose code is open. */
export const DEMO_AD_PLACEMENT = 'demo-inline';

export const AD_CONFIG_MISSING_MESSAGE =
  'could not find docs ad config context value; please ensure the component is wrapped in an AdProvider';

/** An endpoint setting as a URL we may request: http(s) only; anything else turns the source off. */
export function toEndpoint(value: string | undefined): string | null {
  if (!value || !value.trim()) {
    return null;
  }
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The endpoints and switch read from the build's environment (Next inlines these names). */
export function adSettingsFromEnvironment(): Pick<AdConfig, 'networkScriptUrl' | 'feedUrl' | 'enabled'> {
  return {
    networkScriptUrl: toEndpoint(process.env.NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL),
    feedUrl: toEndpoint(process.env.NEXT_PUBLIC_AD_FEED_URL),
    enabled: process.env.NODE_ENV !== 'development' || process.env.NEXT_PUBLIC_ADS_IN_DEV === 'true',
  };
}
