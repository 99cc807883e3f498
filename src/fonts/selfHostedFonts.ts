import type { FontFaceFile } from './fontFaces';

/** Where `scripts/copy-fonts.ts` puts the font files and the page fonts' stylesheets (generated, not committed). */
export const FONTS_URL = '/static/fonts';

export interface SelfHostedFont {
  /** The @fontsource package the files are copied from. */
  package: string;
  faces: FontFaceFile[];
}

const ROBOTO_WEIGHTS = [300, 400, 500, 700];
// With overlapping unicode-ranges a browser tries the last declared face first, so latin comes last.
const ROBOTO_SUBSETS = ['latin-ext', 'latin'];

const robotoFile = (subset: string, weight: number) => `roboto-${subset}-${weight}-normal.woff2`;

/** The library's default font, which the live demos use. */
export const ROBOTO: SelfHostedFont = {
  package: '@fontsource/roboto',
  faces: ROBOTO_WEIGHTS.flatMap((weight) =>
    ROBOTO_SUBSETS.map((subset) => ({ family: 'Roboto', weight, subset, file: robotoFile(subset, weight), display: 'swap' as const })),
  ),
};

export const MATERIAL_ICONS: SelfHostedFont = {
  package: '@fontsource/material-icons',
  // `block`, not `swap`: while the font loads, a ligature would show as its name ("star") in the fallback font.
  faces: [{ family: 'Material Icons', weight: 400, file: 'material-icons-latin-400-normal.woff2', display: 'block' }],
};

export const MATERIAL_ICONS_STYLESHEET = `${FONTS_URL}/material-icons.css`;

/** Joy UI's default font; its demos use the four weights of its theme (md 400 to xl 700). */
export const INTER: SelfHostedFont = {
  package: '@fontsource/inter',
  faces: [400, 500, 600, 700].map((weight) => ({
    family: 'Inter',
    weight,
    file: `inter-latin-${weight}-normal.woff2`,
    display: 'swap' as const,
  })),
};

export const INTER_STYLESHEET = `${FONTS_URL}/inter.css`;

export interface PageFontFiles {
  /** Files the first paint needs, preloaded. */
  preloads: string[];
  /** The font's @font-face and class rules, when they are not already on every page. */
  stylesheet?: string;
}

/** Web fonts a page's demos use, by the name its front matter gives them (`fonts: [material-icons]`). */
export const PAGE_FONTS: Record<'roboto' | 'material-icons' | 'inter', PageFontFiles> = {
  // Body text (400) and buttons, tabs, table heads (500); the @font-face rules are inline in every page.
  roboto: { preloads: [400, 500].map((weight) => `${FONTS_URL}/${robotoFile('latin', weight)}`) },
  'material-icons': {
    preloads: MATERIAL_ICONS.faces.map((face) => `${FONTS_URL}/${face.file}`),
    stylesheet: MATERIAL_ICONS_STYLESHEET,
  },
  // Joy UI's body text (400) and its buttons and titles (600).
  inter: {
    preloads: [400, 600].map((weight) => `${FONTS_URL}/inter-latin-${weight}-normal.woff2`),
    stylesheet: INTER_STYLESHEET,
  },
};

export type PageFont = keyof typeof PAGE_FONTS;
