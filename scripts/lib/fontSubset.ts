import subsetFont from 'subset-font';
import { codePointsOfRange } from './unicodeRange';

/**
 * The OpenType features a browser applies to text by default (kerning, ligatures, marks): the only
 * ones the cut file keeps. The others (fractions, small figures, stylistic sets) pull in glyphs
 * beyond the range and, on Roboto, about 1.3 kB per file; demo text opts into none of them.
 */
const DEFAULT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'];

/** A WOFF2 file with the glyphs of `range` (a unicode-range value) alone, hinting kept. */
export async function cutFontSubset(source: Buffer, range: string): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOfRange(range));
  return subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: DEFAULT_FEATURES });
}
