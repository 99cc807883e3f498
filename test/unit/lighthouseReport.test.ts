import { formatRuns, median, medianRun, readLighthouseRun } from '../../scripts/lib/lighthouseReport';

const report = (score: number, tbt: number, lcp = 1200, cls = 0) => ({
  categories: { performance: { score } },
  audits: {
    'total-blocking-time': { numericValue: tbt },
    'largest-contentful-paint': { numericValue: lcp },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

describe('Lighthouse benchmark figures', () => {
  it('reads the score and the timings of a report', () => {
    expect(readLighthouseRun(report(0.94, 221.4, 2310.6, 0.0012))).toEqual({
      performance: 94,
      totalBlockingTimeMs: 221,
      largestContentfulPaintMs: 2311,
      cumulativeLayoutShift: 0.0012,
    });
  });

  it('names what a report lacks', () => {
    expect(() => readLighthouseRun({ audits: {} })).toThrow('no performance score');
    expect(() => readLighthouseRun({ ...report(1, 0), audits: {} })).toThrow('no numeric value for total-blocking-time');
  });

  it('takes the median of each figure on its own', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
    const runs = [report(0.9, 300, 2000), report(1, 10, 1500), report(0.95, 120, 1800)].map(readLighthouseRun);
    expect(medianRun(runs)).toEqual({
      performance: 95,
      totalBlockingTimeMs: 120,
      largestContentfulPaintMs: 1800,
      cumulativeLayoutShift: 0,
    });
  });

  it('prints a line per route: the medians, and the lowest and highest TBT of the runs', () => {
    const runs = [report(0.99, 40, 1450), report(1, 12, 1400), report(0.97, 182, 1500)].map(readLighthouseRun);
    expect(formatRuns('/a/', runs)).toMatch(
      /^\/a\/ +performance  99 {2}TBT {4}40 ms \(12–182\) {5}LCP 1\.45 s {2}CLS 0\.000 {2}\(median of 3\)$/,
    );
  });
});
