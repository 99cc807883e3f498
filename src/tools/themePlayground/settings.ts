/**
 * What the theme playground edits, the library's defaults for each (what `createTheme()` gives,
 * checked by the unit tests) and the range of each number.
 */

export type Density = 'comfortable' | 'compact';

export const DENSITIES: readonly Density[] = ['comfortable', 'compact'];

export interface PlaygroundSettings {
  /** palette.primary.main, as the reader wrote it. */
  primary: string;
  /** shape.borderRadius, px. */
  borderRadius: number;
  /** typography.fontSize, px. */
  fontSize: number;
  /** spacing: the px of one spacing unit. */
  spacing: number;
  density: Density;
}

export type NumberSettingKey = 'borderRadius' | 'fontSize' | 'spacing';

export interface NumberSetting {
  key: NumberSettingKey;
  label: string;
  min: number;
  max: number;
}

export const DEFAULT_SETTINGS: PlaygroundSettings = {
  primary: '#1976d2',
  borderRadius: 4,
  fontSize: 14,
  spacing: 8,
  density: 'comfortable',
};

// Wide enough to try a theme's extremes, narrow enough that the preview stays usable.
export const NUMBER_SETTINGS: readonly NumberSetting[] = [
  { key: 'borderRadius', label: 'Border radius', min: 0, max: 32 },
  { key: 'fontSize', label: 'Font size', min: 10, max: 24 },
  { key: 'spacing', label: 'Spacing unit', min: 2, max: 16 },
];

export function isDensity(value: string | null): value is Density {
  return value === 'comfortable' || value === 'compact';
}
