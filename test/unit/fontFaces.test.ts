/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import robotoRanges from '@fontsource/roboto/unicode.json';
import { fontFaceCss, type FontFaceFile } from '../../src/fonts/fontFaces';
import { COMMON_RANGE, COMMON_SUBSET, INTER, MATERIAL_ICONS, ROBOTO, withCommonRange } from '../../src/fonts/selfHostedFonts';

const RANGES = { latin: 'U+0000-00FF,U+2000-206F', 'latin-ext': 'U+0100-02BA' };

function blocks(css: string): string[] {
  return css.match(/@font-face \{[^}]*\}/g) ?? [];
}

describe('fontFaceCss', () => {
  it('writes one @font-face per file, with its weight, URL, font-display and its subset’s unicode-range', () => {
    const faces: FontFaceFile[] = [
      { family: 'Roboto', weight: 400, subset: 'latin-ext', file: 'roboto-latin-ext-400-normal.woff2', display: 'swap' },
      { family: 'Roboto', weight: 500, subset: 'latin', file: 'roboto-latin-500-normal.woff2', display: 'swap' },
    ];
    const css = fontFaceCss(faces, '/static/fonts', RANGES);
    expect(blocks(css)).toEqual([
      [
        '@font-face {',
        "  font-family: 'Roboto';",
        '  font-style: normal;',
        '  font-weight: 400;',
        '  font-display: swap;',
        "  src: url('/static/fonts/roboto-latin-ext-400-normal.woff2') format('woff2');",
        '  unicode-range: U+0100-02BA;',
        '}',
      ].join('\n'),
      expect.stringContaining(
        [
          'font-weight: 500;',
          '  font-display: swap;',
          "  src: url('/static/fonts/roboto-latin-500-normal.woff2') format('woff2');",
          '  unicode-range: U+0000-00FF,U+2000-206F;',
        ].join('\n'),
      ),
    ]);
  });

  it('leaves out unicode-range for a font that is a single file', () => {
    const css = fontFaceCss([{ family: 'Material Icons', weight: 400, file: 'icons.woff2', display: 'block' }], '/fonts', {});
    expect(blocks(css)).toHaveLength(1);
    expect(css).toContain('font-display: block;');
    expect(css).not.toContain('unicode-range');
  });

  it('rejects a subset it has no unicode-range for, naming the file and the known subsets', () => {
    const face: FontFaceFile = {
      family: 'Roboto',
      weight: 400,
      subset: 'cyrillic',
      file: 'roboto-cyrillic-400-normal.woff2',
      display: 'swap',
    };
    expect(() => fontFaceCss([face], '/static/fonts', RANGES)).toThrow(
      'roboto-cyrillic-400-normal.woff2: unknown subset "cyrillic" (known: latin, latin-ext)',
    );
    expect(() => fontFaceCss([{ ...face, subset: 'constructor' }], '/static/fonts', RANGES)).toThrow('unknown subset "constructor"');
  });

  it('declares the shipped Roboto files (300, 400, 500, 700; latin-ext, latin, then the common characters) with their ranges', () => {
    const css = fontFaceCss(ROBOTO.faces, '/static/fonts', withCommonRange(robotoRanges));
    expect(blocks(css)).toHaveLength(12);
    for (const weight of [300, 400, 500, 700]) {
      for (const subset of ['latin', 'latin-ext'] as const) {
        expect(css).toContain(
          `url('/static/fonts/roboto-${subset}-${weight}-normal.woff2') format('woff2');\n  unicode-range: ${robotoRanges[subset]};`,
        );
      }
      expect(css).toContain(
        `url('/static/fonts/roboto-common-${weight}-normal.woff2') format('woff2');\n  unicode-range: ${COMMON_RANGE};`,
      );
    }
    // A browser tries the last declared face first: for each weight, the small file before the latin one.
    const order = blocks(css).map((block) => /roboto-([a-z-]+)-(\d+)-normal/.exec(block)!.slice(1).join(' '));
    expect(order.slice(0, 3)).toEqual(['latin-ext 300', 'latin 300', 'common 300']);
    expect(css.match(/font-display: swap;/g)).toHaveLength(12);
  });

  it('names only files the @fontsource packages have, and cuts the common files from a latin one of the same weight', () => {
    for (const font of [ROBOTO, MATERIAL_ICONS, INTER]) {
      const files = path.join(path.dirname(require.resolve(`${font.package}/package.json`)), 'files');
      for (const face of font.faces) {
        expect(fs.existsSync(path.join(files, face.cutFrom ?? face.file))).toBe(true);
        if (face.cutFrom !== undefined) {
          expect(face.subset).toBe(COMMON_SUBSET);
          expect(face.cutFrom).toMatch(new RegExp(`-latin-${face.weight}-normal\\.woff2$`));
        }
      }
    }
    expect(INTER.faces.filter((face) => face.cutFrom)).toHaveLength(4);
    expect(ROBOTO.faces.filter((face) => face.cutFrom)).toHaveLength(4);
  });
});
