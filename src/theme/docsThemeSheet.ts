import type { Theme } from '@mui/material/styles';
import { createDocsTheme } from './createDocsTheme';
import { styleSheetsCss, type StyleSheetRules } from './styleSheetsCss';

/** The cascade layer of the site's baseline. */
export const BASELINE_LAYER = 'site-baseline';

/**
 * The site theme's CSS variables (both colour schemes, switched by the class on <html>) and the
 * document's baseline, as one style sheet written into every page at export (pages/_document.tsx).
 * The theme provider used to generate both with Emotion while the page hydrated; as static CSS they
 * cost no JavaScript and no work in the browser. Density and direction change no variable: the one
 * sheet serves every setting.
 */
export function docsThemeCss(theme: Theme = createDocsTheme()): string {
  const variables = styleSheetsCss((theme as Theme & { generateStyleSheets: () => StyleSheetRules[] }).generateStyleSheets());
  const { fontFamily, fontWeight, fontSize, lineHeight } = theme.typography.body1;
  const baseline = [
    'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}',
    '*,*::before,*::after{box-sizing:inherit}',
    'strong,b{font-weight:700}',
    `body{margin:0;color:var(--mui-palette-text-primary);font-family:${fontFamily};font-weight:${fontWeight};font-size:${fontSize};line-height:${lineHeight};background-color:var(--mui-palette-background-default)}`,
    '@media print{body{background-color:var(--mui-palette-common-white)}}',
    'body::backdrop{background-color:var(--mui-palette-background-default)}',
    // Code keeps its left-to-right order on right-to-left pages (an isolate inside the text).
    'code,pre{direction:ltr;unicode-bidi:isolate}',
  ].join('');
  // In a cascade layer, under every style outside one: a live template's own baseline (its
  // CssBaseline, inserted by Emotion ahead of this sheet once the page hydrates) sets its page's
  // text and background, where this one would win by coming later.
  return `${variables}@layer ${BASELINE_LAYER}{${baseline}}`;
}
