import type { EmotionCache } from '@emotion/cache';

let pending: Promise<EmotionCache> | undefined;
let loaded: EmotionCache | undefined;

/**
 * The Emotion cache that mirrors styles for right-to-left. Loaded on demand: the RTL plugin
 * (and the CSS flipping library under it) is only needed by readers who switch direction.
 * A separate key keeps the mirrored rules apart from the server-rendered LTR ones.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  pending ??= Promise.all([import('@emotion/cache'), import('stylis'), import('stylis-plugin-rtl')]).then(
    ([{ default: createCache }, { prefixer }, { default: rtlPlugin }]) => {
      loaded = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
      return loaded;
    },
  );
  return pending;
}

/** The mirroring cache once `loadRtlCache` has resolved: the page shows right to left only then. */
export function loadedRtlCache(): EmotionCache | undefined {
  return loaded;
}
