import type { NetworkDetection } from './adChoice';

export const PLACEMENT_CHECK_INTERVAL_MS = 500;
export const PLACEMENT_MAX_CHECKS = 30;
/** After this many checks without the placement, the network counts as blocked. */
export const PLACEMENT_BLOCKED_AFTER = 6;

export interface PlacementWatcherOptions {
  /** 'present', 'house' (the network's own house ad) or null when the placement is not there yet. */
  check: () => 'present' | 'house' | null;
  onChange: (detection: NetworkDetection) => void;
  schedule?: (callback: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/**
 * Looks for the network's placement every 500 ms, at most 30 times. The 7th miss reports
 * 'blocked'; checking goes on, so a slow network that shows up later still replaces the
 * fallback. Returns a function that stops the checks.
 */
export function watchPlacement({
  check,
  onChange,
  schedule = (callback, ms) => setTimeout(callback, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: PlacementWatcherOptions): () => void {
  let checks = 0;
  let handle: unknown = null;
  let stopped = false;

  const run = () => {
    if (stopped) {
      return;
    }
    checks += 1;
    const found = check();
    if (found) {
      onChange(found);
      return;
    }
    if (checks === PLACEMENT_BLOCKED_AFTER + 1) {
      onChange('blocked');
    }
    if (checks < PLACEMENT_MAX_CHECKS) {
      handle = schedule(run, PLACEMENT_CHECK_INTERVAL_MS);
    }
  };
  handle = schedule(run, PLACEMENT_CHECK_INTERVAL_MS);

  return () => {
    stopped = true;
    cancel(handle);
  };
}

const OUR_HOSTS = new Set(['mui.com', 'www.mui.com']);

/**
 * A link to our own backers page (on mui.com, or a site-relative link) marks the network's house
 * ad, which we replace with ours; an advertiser's page with a similar path does not.
 */
export function isNetworkHouseAd(hrefs: string[], siteHost = typeof location === 'undefined' ? '' : location.host): boolean {
  return hrefs.some((href) => {
    try {
      const url = new URL(href, 'https://relative.invalid');
      const ours = url.host === 'relative.invalid' || url.host === siteHost || OUR_HOSTS.has(url.host);
      return ours && /\/discover-more\/backers\/?$/.test(url.pathname);
    } catch {
      return false;
    }
  });
}
