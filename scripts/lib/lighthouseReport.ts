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

/**
 * A route's line: the median of each figure, with the lowest and highest TBT of the runs beside its
 * median, since on a shared machine TBT is the figure that swings from run to run.
 */
export function formatRuns(route: string, runs: LighthouseRun[]): string {
  const run = medianRun(runs);
  const blocking = runs.map((each) => each.totalBlockingTimeMs);
  const spread = `(${Math.min(...blocking)}–${Math.max(...blocking)})`;
  return `${route.padEnd(48)} performance ${String(run.performance).padStart(3)}  TBT ${String(run.totalBlockingTimeMs).padStart(5)} ms ${spread.padEnd(11)}  LCP ${(run.largestContentfulPaintMs / 1000).toFixed(2)} s  CLS ${run.cumulativeLayoutShift.toFixed(3)}  (median of ${runs.length})`;
}
