/** What the Lighthouse benchmark reads from a report, and how runs are summed up: no I/O, so unit-tested. */

export interface LighthouseRun {
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
}

interface LighthouseJson {
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, { numericValue?: number }>;
}

/** The figures of one run from Lighthouse's JSON report; an error names what is missing. */
export function readLighthouseRun(report: LighthouseJson): LighthouseRun {
  const score = report.categories?.performance?.score;
  const audit = (id: string) => {
    const value = report.audits?.[id]?.numericValue;
    if (typeof value !== 'number') {
      throw new Error(`The Lighthouse report has no numeric value for ${id}`);
    }
    return value;
  };
  if (typeof score !== 'number') {
    throw new Error('The Lighthouse report has no performance score');
  }
  return {
    performance: Math.round(score * 100),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) {
    throw new Error('No values to take the median of');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs (each figure on its own, as Lighthouse's own guidance does). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  return {
    performance: median(runs.map((run) => run.performance)),
    totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
    largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
    cumulativeLayoutShift: median(runs.map((run) => run.cumulativeLayoutShift)),
  };
}

/** A page kind's goal (issue 22): the least score and the most TBT and LCP its medians may show. */
export interface LighthouseGoal {
  kind: string;
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
}

/** The goals, by the route that stands for each page kind. */
export const LIGHTHOUSE_GOALS: Record<string, LighthouseGoal> = {
  '/material-ui/getting-started/installation/': {
    kind: 'prose',
    performance: 100,
    totalBlockingTimeMs: 50,
    largestContentfulPaintMs: 1500,
  },
  '/material-ui/react-autocomplete/': { kind: 'component', performance: 100, totalBlockingTimeMs: 100, largestContentfulPaintMs: 1500 },
  '/material-ui/api/button/': { kind: 'API', performance: 100, totalBlockingTimeMs: 50, largestContentfulPaintMs: 1500 },
  '/': { kind: 'home', performance: 100, totalBlockingTimeMs: 50, largestContentfulPaintMs: 1500 },
};

/** What a route's medians miss of its goal, in words; empty when the goal is met. */
export function goalMisses(run: LighthouseRun, goal: LighthouseGoal): string[] {
  const misses: string[] = [];
  if (run.performance < goal.performance) {
    misses.push(`performance ${run.performance} < ${goal.performance}`);
  }
  if (run.totalBlockingTimeMs > goal.totalBlockingTimeMs) {
    misses.push(`TBT ${run.totalBlockingTimeMs} ms > ${goal.totalBlockingTimeMs} ms`);
  }
  if (run.largestContentfulPaintMs > goal.largestContentfulPaintMs) {
    misses.push(`LCP ${run.largestContentfulPaintMs} ms > ${goal.largestContentfulPaintMs} ms`);
  }
  return misses;
}

/**
 * The order of the runs: every route once, then every route again. A busy spell on the machine then
 * lands on one run of several routes, not on every run of one route, whose median it would move.
 */
export function runOrder(routes: string[], runs: number): { route: string; attempt: number }[] {
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`The number of runs must be a whole number of at least 1, not ${runs}`);
  }
  return Array.from({ length: runs }, (_, attempt) => routes.map((route) => ({ route, attempt }))).flat();
}

/**
 * A route's line: the median of each figure, with the lowest and highest TBT of the runs beside its
 * median, since on a shared machine TBT is the figure that swings from run to run; then, for a route
 * that stands for a page kind, whether its medians meet the kind's goal.
 */
export function formatRuns(route: string, runs: LighthouseRun[], goal?: LighthouseGoal): string {
  const run = medianRun(runs);
  const blocking = runs.map((each) => each.totalBlockingTimeMs);
  const spread = `(${Math.min(...blocking)}–${Math.max(...blocking)})`;
  const line = `${route.padEnd(48)} performance ${String(run.performance).padStart(3)}  TBT ${String(run.totalBlockingTimeMs).padStart(5)} ms ${spread.padEnd(11)}  LCP ${(run.largestContentfulPaintMs / 1000).toFixed(2)} s  CLS ${run.cumulativeLayoutShift.toFixed(3)}  (median of ${runs.length})`;
  if (!goal) {
    return line;
  }
  const misses = goalMisses(run, goal);
  return `${line}  ${goal.kind} goal: ${misses.length ? `missed, ${misses.join(', ')}` : 'met'}`;
}
