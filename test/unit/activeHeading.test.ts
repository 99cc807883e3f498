/**
 * @jest-environment node
 */
import { activeTarget, lastIndexAtOrAbove, sortOffsets } from '../../src/docs/activeHeading';

describe('active table of contents entry', () => {
  it('finds the last offset at or above the line by binary search', () => {
    const tops = [100, 200, 200, 350, 900];
    expect([0, 99, 100, 199, 200, 349, 350, 899, 900, 5000].map((line) => lastIndexAtOrAbove(tops, line))).toEqual([
      -1, -1, 0, 0, 2, 2, 3, 3, 4, 4,
    ]);
    expect(lastIndexAtOrAbove([], 100)).toBe(-1);
  });

  it('agrees with a linear scan on many offsets', () => {
    const tops = Array.from({ length: 150 }, (_, index) => index * 37 + (index % 3));
    for (let line = -10; line < 150 * 37 + 10; line += 7) {
      const linear = tops.reduce((found, top, index) => (top <= line ? index : found), -1);
      expect(lastIndexAtOrAbove(tops, line)).toBe(linear);
    }
  });

  it('leaves out targets that are missing or not rendered, and orders the rest by offset', () => {
    expect(
      sortOffsets([
        { id: 'a', top: 100 },
        { id: 'hidden', top: null },
        { id: 'c', top: 300 },
        { id: 'b', top: 250 },
      ]),
    ).toEqual({ ids: ['a', 'b', 'c'], tops: [100, 250, 300] });
  });

  it('names no entry above the first target, the last passed one below it, and the last entry at the bottom', () => {
    const offsets = { ids: ['intro', 'props', 'prop-color'], tops: [100, 500, 600] };
    expect(activeTarget(offsets, 50, false, 'demos')).toBeNull();
    expect(activeTarget(offsets, 550, false, 'demos')).toBe('props');
    expect(activeTarget(offsets, 10000, false, 'demos')).toBe('prop-color');
    expect(activeTarget(offsets, 550, true, 'demos')).toBe('demos');
  });
});
