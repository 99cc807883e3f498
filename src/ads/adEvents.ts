import { sendEvent } from '../analytics/gtag';
import type { AdLayout, AdSource, Random } from './adChoice';

export const DISPLAY_EVENT_DELAY_MS = 2500;

export type AdAction = 'display' | 'click' | 'crash';

/** The label of every ad event: `{source}-{placement}-{layout}`. */
export function adLabel(source: AdSource | 'pending', placement: string, layout: AdLayout): string {
  return `${source}-${placement}-${layout}`;
}

export function sendAdEvent(action: AdAction, label: string): void {
  sendEvent('ad', { eventAction: action, eventLabel: label });
}

/**
 * Sends the display event for a sampled share of views, 2.5 s after the ad appeared. Returns a
 * cancel function: an ad that goes away earlier (a navigation) is not counted.
 */
export function scheduleDisplayEvent(options: {
  label: string;
  samplingRatio: number;
  random: Random;
  send?: (action: AdAction, label: string) => void;
}): () => void {
  const { label, samplingRatio, random, send = sendAdEvent } = options;
  if (!(random() < samplingRatio)) {
    return () => {};
  }
  const timer = setTimeout(() => send('display', label), DISPLAY_EVENT_DELAY_MS);
  return () => clearTimeout(timer);
}
