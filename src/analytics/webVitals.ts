import type { Metric } from 'web-vitals';

/** One session in ten thousand reports its web vitals. */
export const WEB_VITALS_SAMPLING_RATIO = 0.0001;
export const WEB_VITALS_SESSION_KEY = 'mui-web-vitals-sampled';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this session reports web vitals, decided once and kept in sessionStorage. When storage
 * cannot be used (blocked, full), the decision holds for this page load only.
 */
export function isWebVitalsSession(getStorage: () => SessionStore, random: () => number): boolean {
  let storage: SessionStore | null = null;
  try {
    storage = getStorage();
    const stored = storage.getItem(WEB_VITALS_SESSION_KEY);
    if (stored === '1' || stored === '0') {
      return stored === '1';
    }
  } catch {
    storage = null;
  }
  const sampled = random() < WEB_VITALS_SAMPLING_RATIO;
  try {
    storage?.setItem(WEB_VITALS_SESSION_KEY, sampled ? '1' : '0');
  } catch {
    // Not kept: the caller decides once per page load.
  }
  return sampled;
}

export interface WebVitalParams {
  value: number;
  delta: number;
  id: string;
}

/**
 * Event values must be integers: times are rounded to the millisecond, and CLS, a unitless score
 * usually well below 1, is sent in thousandths (0.0123 → 12).
 */
export function webVitalParams(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id'>): WebVitalParams {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return { value: Math.round(metric.value * scale), delta: Math.round(metric.delta * scale), id: metric.id };
}

/**
 * In a sampled session, loads `web-vitals` (no other session fetches it) and sends each metric as
 * an event named after it.
 */
export async function reportWebVitals(options: {
  getStorage: () => SessionStore;
  random: () => number;
  send: (name: string, params: WebVitalParams) => void;
}): Promise<void> {
  const { getStorage, random, send } = options;
  if (!isWebVitalsSession(getStorage, random)) {
    return;
  }
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => send(metric.name, webVitalParams(metric));
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
