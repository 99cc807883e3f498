/** The code points of a CSS unicode-range value such as `U+0020-007E,U+2026`. */
export function codePointsOfRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) {
      throw new Error(`Not a unicode-range span: "${part}"`);
    }
    const first = parseInt(match[1], 16);
    const last = match[2] === undefined ? first : parseInt(match[2], 16);
    if (last < first) {
      throw new Error(`A unicode-range span that ends before it starts: "${part}"`);
    }
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}
