/**
 * Helpers for the style sheets written into every document at export (the package-manager tabs,
 * the page tools, the API pages' views): the theme's CSS variables, so both colour schemes follow.
 */
export const paletteVar = (name: string) => `var(--mui-palette-${name})`;

/** The site's focus ring. */
export const FOCUS_OUTLINE = `outline:2px solid ${paletteVar('primary-main')}`;
