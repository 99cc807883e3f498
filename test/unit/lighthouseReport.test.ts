import {
  LIGHTHOUSE_GOALS,
  formatRuns,
  goalMisses,
  median,
  medianRun,
  readLighthouseRun,
  runOrder,
} from '../../scripts/lib/lighthouseReport';

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

  it('takes the runs in turns: every route once, then every route again', () => {
    expect(runOrder(['/a/', '/b/'], 3)).toEqual([
      { route: '/a/', attempt: 0 },
      { route: '/b/', attempt: 0 },
      { route: '/a/', attempt: 1 },
      { route: '/b/', attempt: 1 },
      { route: '/a/', attempt: 2 },
      { route: '/b/', attempt: 2 },
    ]);
    expect(() => runOrder(['/a/'], 0)).toThrow('at least 1, not 0');
    expect(() => runOrder(['/a/'], Number('three'))).toThrow('not NaN');
  });

  it("says what a route's medians miss of its kind's goal, each limit inclusive", () => {
    const goal = LIGHTHOUSE_GOALS['/material-ui/react-autocomplete/'];
    expect(goal).toMatchObject({ kind: 'component', totalBlockingTimeMs: 100, largestContentfulPaintMs: 1500 });
    expect(goalMisses(readLighthouseRun(report(1, 100, 1500)), goal)).toEqual([]);
    expect(goalMisses(readLighthouseRun(report(0.99, 101, 1501)), goal)).toEqual([
      'performance 99 < 100',
      'TBT 101 ms > 100 ms',
      'LCP 1501 ms > 1500 ms',
    ]);
  });

  it('has a goal for each page kind of the issue, prose, API and home at 50 ms of TBT', () => {
    expect(Object.fromEntries(Object.values(LIGHTHOUSE_GOALS).map((goal) => [goal.kind, goal.totalBlockingTimeMs]))).toEqual({
      prose: 50,
      component: 100,
      API: 50,
      home: 50,
    });
  });

  it("ends a page kind's line with its goal, met or missed", () => {
    const goal = LIGHTHOUSE_GOALS['/'];
    const met = [report(1, 40, 900), report(1, 45, 950), report(1, 70, 1000)].map(readLighthouseRun);
    expect(formatRuns('/', met, goal)).toMatch(/\(median of 3\)  home goal: met$/);
    const missed = [report(1, 40, 900), report(1, 55, 950), report(1, 70, 1000)].map(readLighthouseRun);
    expect(formatRuns('/', missed, goal)).toMatch(/\(median of 3\)  home goal: missed, TBT 55 ms > 50 ms$/);
  });
});
