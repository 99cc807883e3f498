/** A self-hosted font file and the @font-face descriptors it is declared with. */
export interface FontFaceFile {
  family: string;
  weight: number;
  /** The file's name in the fonts folder (as the @fontsource package names it). */
  file: string;
  /** The part of Unicode the file covers, a key of the ranges map; omitted for a single-file font. */
  subset?: string;
  /** The package's file this one is cut from at build time (scripts/copy-fonts.ts), to its subset's range; omitted for a file copied as it is. */
  cutFrom?: string;
  display: 'swap' | 'block';
}

/**
 * `@font-face` rules for the files, all in normal style, served from `baseUrl`. A face with a subset
 * gets that subset's unicode-range, so a browser only downloads the files its text needs.
 */
export function fontFaceCss(faces: FontFaceFile[], baseUrl: string, unicodeRanges: Record<string, string>): string {
  return faces
    .map((face) => {
      const lines = [
        `font-family: '${face.family}';`,
        'font-style: normal;',
        `font-weight: ${face.weight};`,
        `font-display: ${face.display};`,
        `src: url('${baseUrl}/${face.file}') format('woff2');`,
      ];
      if (face.subset !== undefined) {
        const range = Object.hasOwn(unicodeRanges, face.subset) ? unicodeRanges[face.subset] : undefined;
        if (!range) {
          throw new Error(`${face.file}: unknown subset "${face.subset}" (known: ${Object.keys(unicodeRanges).join(', ')})`);
        }
        lines.push(`unicode-range: ${range};`);
      }
      return `@font-face {\n${lines.map((line) => `  ${line}`).join('\n')}\n}\n`;
    })
    .join('');
}
