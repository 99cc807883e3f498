/**
 * Before `next build` and `next dev`: copies the self-hosted font files from their @fontsource
 * packages to public/static/fonts/, cuts the common-characters file of each weight of the demo fonts
 * from its latin file, and writes the Material Icons stylesheet that the pages listing
 * `fonts: [material-icons]` link, and Inter's, which Joy UI pages link. Roboto's @font-face rules are inlined by pages/_document.tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import interRanges from '@fontsource/inter/unicode.json';
import { fontFaceCss } from '../src/fonts/fontFaces';
import {
  COMMON_RANGE,
  FONTS_URL,
  INTER,
  INTER_STYLESHEET,
  MATERIAL_ICONS,
  MATERIAL_ICONS_STYLESHEET,
  ROBOTO,
  withCommonRange,
} from '../src/fonts/selfHostedFonts';
import { cutFontSubset } from './lib/fontSubset';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public', FONTS_URL);

// What Icon needs beyond its own styles (size, box, overflow): the font, and its names read as ligatures.
const MATERIAL_ICONS_CLASS = `.material-icons {
  font-family: 'Material Icons';
  font-weight: normal;
  font-style: normal;
  line-height: 1;
  letter-spacing: normal;
  text-transform: none;
  white-space: nowrap;
  overflow-wrap: normal;
  direction: ltr;
  font-feature-settings: 'liga';
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
`;

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  const fonts = [ROBOTO, MATERIAL_ICONS, INTER];
  for (const font of fonts) {
    const packageDir = path.dirname(require.resolve(`${font.package}/package.json`));
    for (const face of font.faces) {
      const target = path.join(outDir, face.file);
      if (face.cutFrom === undefined) {
        fs.copyFileSync(path.join(packageDir, 'files', face.file), target);
      } else {
        fs.writeFileSync(target, await cutFontSubset(fs.readFileSync(path.join(packageDir, 'files', face.cutFrom)), COMMON_RANGE));
      }
      bytes += fs.statSync(target).size;
    }
  }
  fs.writeFileSync(
    path.join(root, 'public', MATERIAL_ICONS_STYLESHEET),
    fontFaceCss(MATERIAL_ICONS.faces, FONTS_URL, {}) + MATERIAL_ICONS_CLASS,
  );
  fs.writeFileSync(path.join(root, 'public', INTER_STYLESHEET), fontFaceCss(INTER.faces, FONTS_URL, withCommonRange(interRanges)));
  console.log(
    `Fonts: ${fonts.reduce((count, font) => count + font.faces.length, 0)} files (${(bytes / 1000).toFixed(1)} kB) in public${FONTS_URL}/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
