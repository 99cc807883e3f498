/**
 * @jest-environment node
 */
import fs from 'node:fs';
import subsetFont from 'subset-font';
import { cutFontSubset } from '../../scripts/lib/fontSubset';
import { codePointsOfRange } from '../../scripts/lib/unicodeRange';
import { COMMON_RANGE } from '../../src/fonts/selfHostedFonts';

describe('codePointsOfRange', () => {
  it('lists the code points of single code points and spans, in order', () => {
    expect(codePointsOfRange('U+0041-0043, U+2026,u+1f600')).toEqual([0x41, 0x42, 0x43, 0x2026, 0x1f600]);
  });

  it('covers printable ASCII and the typographic punctuation in the common range', () => {
    const points = codePointsOfRange(COMMON_RANGE);
    expect(points).toHaveLength(95 + 8);
    for (const character of 'Hello, “world” — it’s ‘fine’… • [1–9] {x: ~y}') {
      expect(points).toContain(character.codePointAt(0));
    }
    expect(points).not.toContain('é'.codePointAt(0));
  });

  it('rejects what is not a unicode-range span', () => {
    expect(() => codePointsOfRange('U+0041-0043,A-Z')).toThrow('Not a unicode-range span: "A-Z"');
    expect(() => codePointsOfRange('U+0050-0041')).toThrow('ends before it starts');
  });
});

describe('cutFontSubset', () => {
  const latin = fs.readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff2'));
  let cut: Buffer;

  beforeAll(async () => {
    cut = await cutFontSubset(latin, COMMON_RANGE);
  });

  /** Whether the font has a glyph for the character: cut to it alone, a font without one keeps .notdef only. */
  async function hasGlyph(font: Buffer, character: string): Promise<boolean> {
    const [alone, empty] = await Promise.all([
      subsetFont(font, character, { targetFormat: 'truetype' }),
      subsetFont(font, '', { targetFormat: 'truetype' }),
    ]);
    return alone.length !== empty.length;
  }

  it('writes a WOFF2 file well under the latin file, small enough for the first round trip', () => {
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeLessThan(latin.length * 0.6);
    expect(cut.length).toBeLessThan(12_500);
  });

  it('keeps the glyphs of the range, and no other', async () => {
    for (const character of ['a', 'Z', '~', '–', '’', '…']) {
      await expect(hasGlyph(cut, character)).resolves.toBe(true);
    }
    // Control: the latin file has these, the cut one does not.
    for (const character of ['é', '€']) {
      await expect(hasGlyph(latin, character)).resolves.toBe(true);
      await expect(hasGlyph(cut, character)).resolves.toBe(false);
    }
  });
});
