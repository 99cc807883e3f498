/**
 * The contrast checks the tool reports for a palette colour, rated against WCAG 2 level AA:
 * 4.5:1 for text, 3:1 for large text (and for controls' outlines).
 */
import type { PaletteColor } from '@mui/material/styles';
import { contrastOf } from './colorMath';
import type { Mode } from './palette';

export type ContrastLevel = 'AA' | 'AA large' | 'fail';

const AA_TEXT = 4.5;
const AA_LARGE_TEXT = 3;

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= AA_TEXT) {
    return 'AA';
  }
  return ratio >= AA_LARGE_TEXT ? 'AA large' : 'fail';
}

export const LEVEL_LABELS: Record<ContrastLevel, string> = {
  AA: 'Passes AA',
  'AA large': 'Large text only',
  fail: 'Fails AA',
};

/** `4.6:1`, cut (not rounded) to two decimals, so that 4.499 never reads as a pass. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export interface ContrastCheck {
  key: 'contrastText-main' | 'contrastText-dark' | 'main-light' | 'main-dark';
  label: string;
  /** What the text and the background are (palette colours or the page's). */
  text: string;
  background: string;
  ratio: number;
  level: ContrastLevel;
}

/**
 * How the colour reads where components use it: its contrastText on a contained button (`main`,
 * and `dark` when hovered), and `main` as text (a text button, a link) on each mode's page
 * background. A translucent colour is seen over the light page.
 */
export function contrastChecks(color: PaletteColor, backgrounds: Record<Mode, string>): ContrastCheck[] {
  const checks: Omit<ContrastCheck, 'level'>[] = [
    {
      key: 'contrastText-main',
      label: 'contrastText on main',
      text: color.contrastText,
      background: color.main,
      ratio: contrastOf(color.contrastText, color.main, backgrounds.light),
    },
    {
      key: 'contrastText-dark',
      label: 'contrastText on dark (hover)',
      text: color.contrastText,
      background: color.dark,
      ratio: contrastOf(color.contrastText, color.dark, backgrounds.light),
    },
    {
      key: 'main-light',
      label: 'main as text on the light background',
      text: color.main,
      background: backgrounds.light,
      ratio: contrastOf(color.main, backgrounds.light, backgrounds.light),
    },
    {
      key: 'main-dark',
      label: 'main as text on the dark background',
      text: color.main,
      background: backgrounds.dark,
      ratio: contrastOf(color.main, backgrounds.dark, backgrounds.dark),
    },
  ];
  return checks.map((check) => ({ ...check, level: contrastLevel(check.ratio) }));
}
