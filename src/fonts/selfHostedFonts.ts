import type { FontFaceFile } from './fontFaces';

/** Where `scripts/copy-fonts.ts` puts the font files and the page fonts' stylesheets (generated, not committed). */
export const FONTS_URL = '/static/fonts';

export interface SelfHostedFont {
  /** The @fontsource package the files are copied from. */
  package: string;
  faces: FontFaceFile[];
}

/**
 * Most demo text: printable ASCII and English typographic punctuation (dashes, curly quotes, bullet,
 * ellipsis). Each weight of the demo fonts has a file of these characters alone, cut from its latin
 * file at build time: about 11.5 kB instead of 22 kB, so the preloaded files arrive in the first
 * round trip after the page. A text with any other character also downloads the latin file, for
 * that character only.
 */
export const COMMON_SUBSET = 'common';
export const COMMON_RANGE = 'U+0020-007E,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026';

/** A font package's unicode-ranges by subset, with the common characters' file. */
export function withCommonRange(packageRanges: Record<string, string>): Record<string, string> {
  return { ...packageRanges, [COMMON_SUBSET]: COMMON_RANGE };
}

const ROBOTO_WEIGHTS = [300, 400, 500, 700];
// With overlapping unicode-ranges a browser tries the last declared face first: common, then latin.
const ROBOTO_SUBSETS = ['latin-ext', 'latin', COMMON_SUBSET];

const robotoFile = (subset: string, weight: number) => `roboto-${subset}-${weight}-normal.woff2`;

/** The library's default font, which the live demos use. */
export const ROBOTO: SelfHostedFont = {
  package: '@fontsource/roboto',
  faces: ROBOTO_WEIGHTS.flatMap((weight) =>
    ROBOTO_SUBSETS.map((subset) => ({
      family: 'Roboto',
      weight,
      subset,
      file: robotoFile(subset, weight),
      ...(subset === COMMON_SUBSET ? { cutFrom: robotoFile('latin', weight) } : {}),
      display: 'swap' as const,
    })),
  ),
};

export const MATERIAL_ICONS: SelfHostedFont = {
  package: '@fontsource/material-icons',
  // `block`, not `swap`: while the font loads, a ligature would show as its name ("star") in the fallback font.
  faces: [{ family: 'Material Icons', weight: 400, file: 'material-icons-latin-400-normal.woff2', display: 'block' }],
};

export const MATERIAL_ICONS_STYLESHEET = `${FONTS_URL}/material-icons.css`;

const interFile = (subset: string, weight: number) => `inter-${subset}-${weight}-normal.woff2`;

/** Joy UI's default font; its demos use the four weights of its theme (md 400 to xl 700). */
export const INTER: SelfHostedFont = {
  package: '@fontsource/inter',
  faces: [400, 500, 600, 700].flatMap((weight) => [
    { family: 'Inter', weight, subset: 'latin', file: interFile('latin', weight), display: 'swap' as const },
    {
      family: 'Inter',
      weight,
      subset: COMMON_SUBSET,
      file: interFile(COMMON_SUBSET, weight),
      cutFrom: interFile('latin', weight),
      display: 'swap' as const,
    },
  ]),
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
  roboto: { preloads: [400, 500].map((weight) => `${FONTS_URL}/${robotoFile(COMMON_SUBSET, weight)}`) },
  'material-icons': {
    preloads: MATERIAL_ICONS.faces.map((face) => `${FONTS_URL}/${face.file}`),
    stylesheet: MATERIAL_ICONS_STYLESHEET,
  },
  // Joy UI's body text (400) and its buttons and titles (600).
  inter: {
    preloads: [400, 600].map((weight) => `${FONTS_URL}/${interFile(COMMON_SUBSET, weight)}`),
    stylesheet: INTER_STYLESHEET,
  },
};

export type PageFont = keyof typeof PAGE_FONTS;
