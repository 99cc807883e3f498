/** How the ad block decides what to show. Pure functions: randomness and storage are passed in. */

export type Random = () => number;

export type AdLayout = 'image' | 'inline';

/**
 * Where the shown ad comes from; also the first part of its analytics label.
 * - `network`: the ad network's own ad.
 * - `in-house`: no network is configured.
 * - `in-house-adblock`: the network was blocked.
 * - `in-house-network`: the network served its house ad (a link to our backers page).
 * - `appeal`: the network was blocked and the reader is asked to allow ads.
 * - `feed`: the external feed's ad under a demo.
 */
export type AdSource = 'network' | 'in-house' | 'in-house-adblock' | 'in-house-network' | 'appeal' | 'feed';

/** What the placement checks found: still looking, an ad, the network's house ad, or blocked. */
export type NetworkDetection = 'pending' | 'present' | 'house' | 'blocked';

export const INLINE_LAYOUT_SHARE = 0.2;
export const APPEAL_SHARE = 0.2;
export const AD_LAYOUT_STORAGE_KEY = 'mui-ad-layout';

const BOT_PATTERN = /bot|crawler|crawling|spider|robot|slurp|mediapartners|facebookexternalhit|lighthouse/i;

/** Phones whose model name contains "bot" (CUBOT) are readers, not crawlers. */
const BOT_LOOKALIKES = /cubot/gi;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent.replace(BOT_LOOKALIKES, ''));
}

export function pickLayout(random: Random): AdLayout {
  return random() < INLINE_LAYOUT_SHARE ? 'inline' : 'image';
}

let layoutWithoutStorage: AdLayout | null = null;

/**
 * The layout of this session: chosen once, kept in sessionStorage across navigations (and in
 * memory, for when storage is unavailable: blocked, private mode).
 */
export function getSessionLayout(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: Random): AdLayout {
  let stored: string | null = null;
  let usable = storage !== null;
  try {
    stored = storage?.getItem(AD_LAYOUT_STORAGE_KEY) ?? null;
  } catch {
    usable = false;
  }
  if (stored === 'image' || stored === 'inline') {
    return stored;
  }
  if (usable) {
    const layout = pickLayout(random);
    try {
      storage!.setItem(AD_LAYOUT_STORAGE_KEY, layout);
      return layout;
    } catch {
      layoutWithoutStorage ??= layout;
      return layoutWithoutStorage;
    }
  }
  layoutWithoutStorage ??= pickLayout(random);
  return layoutWithoutStorage;
}

/**
 * The source to show, or null while the network is still being looked for. `appealDraw` is one
 * random number drawn when the block mounts, so a re-render never flips the choice.
 */
export function chooseAdSource(options: { networkConfigured: boolean; detection: NetworkDetection; appealDraw: number }): AdSource | null {
  const { networkConfigured, detection, appealDraw } = options;
  if (!networkConfigured) {
    return 'in-house';
  }
  switch (detection) {
    case 'pending':
      return null;
    case 'present':
      return 'network';
    case 'house':
      return 'in-house-network';
    case 'blocked':
      return appealDraw < APPEAL_SHARE ? 'appeal' : 'in-house-adblock';
    default:
      return 'in-house';
  }
}

/** Uniform pick from a non-empty list. */
export function pickOne<T>(items: readonly T[], random: Random): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}
