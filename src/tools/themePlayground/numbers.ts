/**
 * The number fields: a whole number of pixels in the setting's range. A value outside the range
 * is clamped (and the field says so); text that is no number is an error and the theme keeps its
 * last good value.
 */
import type { NumberSetting } from './settings';

export type NumberResult = { ok: true; value: number; note?: string } | { ok: false; message: string };

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function parseNumberSetting(text: string, { min, max }: NumberSetting): NumberResult {
  const trimmed = text.trim();
  const parsed = trimmed ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(parsed)) {
    return { ok: false, message: `Enter a number from ${min} to ${max}.` };
  }
  const value = clamp(Math.round(parsed), min, max);
  if (value !== Math.round(parsed)) {
    return { ok: true, value, note: `From ${min} to ${max}: using ${value}.` };
  }
  if (value !== parsed) {
    return { ok: true, value, note: `Whole pixels: using ${value}.` };
  }
  return { ok: true, value };
}
