/**
 * The five themes of @mui/icons-material. A theme is a suffix of the component's name: `Alarm` is
 * the filled icon, `AlarmOutlined`, `AlarmRounded`, `AlarmTwoTone` and `AlarmSharp` the others.
 */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;

export type IconTheme = (typeof ICON_THEMES)[number];

export const DEFAULT_THEME: IconTheme = 'Filled';

/** How the tool names a theme to readers. */
export const THEME_LABELS: Record<IconTheme, string> = {
  Filled: 'Filled',
  Outlined: 'Outlined',
  Rounded: 'Rounded',
  TwoTone: 'Two tone',
  Sharp: 'Sharp',
};

export function isIconTheme(value: string): value is IconTheme {
  return (ICON_THEMES as readonly string[]).includes(value);
}

/** What the theme adds to an icon's base name: nothing for Filled. */
export function themeSuffix(theme: IconTheme): string {
  return theme === 'Filled' ? '' : theme;
}

/** The theme's bit in an icon's theme mask (Filled 1, Outlined 2, Rounded 4, TwoTone 8, Sharp 16). */
export function themeBit(theme: IconTheme): number {
  return 1 << ICON_THEMES.indexOf(theme);
}

export function hasTheme(mask: number, theme: IconTheme): boolean {
  return (mask & themeBit(theme)) !== 0;
}

/** The themes a mask holds, in the package's order. */
export function themesOf(mask: number): IconTheme[] {
  return ICON_THEMES.filter((theme) => hasTheme(mask, theme));
}

/** The component (and module) name of an icon in a theme: `Alarm` + Outlined is `AlarmOutlined`. */
export function componentName(base: string, theme: IconTheme): string {
  return `${base}${themeSuffix(theme)}`;
}
