/** The pure parts of `npm run bench:scale`: where synthetic demos go, how they are named, and reading and writing the figures. */

import { median } from './lighthouseReport';

export interface DemoPage {
  /** The page's folder, relative to the project root. */
  dir: string;
  /** Its demos that are a single `<Name>.tsx` file, in the page's order. */
  demos: string[];
}

export interface SyntheticDemo {
  /** The page it is added to. */
  dir: string;
  /** The page whose demo it copies, and that demo. */
  sourceDir: string;
  source: string;
  name: string;
}

/**
 * Where N synthetic demos go: round all the pages, so that a page gets about N / pages of them, as
 * real content spreads its demos (a page of the reference has up to about 40), each a copy of the
 * next demo of the pages that have demos to copy, named after its index.
 */
export function planSyntheticDemos(pages: DemoPage[], count: number): SyntheticDemo[] {
  const sources = pages.filter((page) => page.demos.length > 0);
  if (count > 0 && sources.length === 0) {
    throw new Error('No page with a single-file demo to copy');
  }
  const width = Math.max(4, String(count - 1).length);
  return Array.from({ length: count }, (_, index) => {
    const from = sources[index % sources.length];
    const source = from.demos[Math.floor(index / sources.length) % from.demos.length];
    return {
      dir: pages[index % pages.length].dir,
      sourceDir: from.dir,
      source,
      name: `${source}Scale${String(index).padStart(width, '0')}`,
    };
  });
}

/** A demo's source with its component renamed: every whole-word use of the name, the default export's included. */
export function renameDemoSource(source: string, from: string, to: string): string {
  const pattern = new RegExp(`\\b${from}\\b`, 'g');
  if (!new RegExp(`export default function ${from}\\b`).test(source)) {
    throw new Error(`The demo's default export is not the function ${from}`);
  }
  return source.replace(pattern, to);
}

/** The `{{demo:…}}` paragraphs that embed `names`, to append to a page's Markdown (a blank line before each). */
export function demoParagraphs(names: string[]): string {
  return `${names.map((name) => `\n\n{{demo:${name}}}`).join('')}\n`;
}

/** A demo's visible text changed, for the rebuild: its first JSX text between tags gets a word more. */
export function editDemoText(source: string): string {
  const edited = source.replace(/>([A-Za-z][^<>{}\n]*)</, '>$1 (edited)<');
  if (edited === source) {
    throw new Error('The demo has no JSX text to edit');
  }
  return edited;
}

/** Each step's seconds, and the total, from the table scripts/build.ts ends with (see formatSummary). */
export function parseBuildSummary(output: string): { steps: Record<string, number>; total: number } {
  const steps: Record<string, number> = {};
  let total: number | null = null;
  for (const line of output.split('\n')) {
    const step = /^(\S.*?)\s{2,}(?:passed|failed)\s+(\d+(?:\.\d+)?) s$/.exec(line);
    if (step) {
      steps[step[1]] = Number(step[2]);
    }
    const sum = /^total\s+(\d+(?:\.\d+)?) s$/.exec(line);
    if (sum) {
      total = Number(sum[1]);
    }
  }
  if (total === null) {
    throw new Error('The build printed no summary table');
  }
  return { steps, total };
}

/**
 * The resident memory of a process and all its descendants, in KiB, from `ps -eo pid=,ppid=,rss=`
 * output (one sample of the whole tree).
 */
export function treeRssKib(psOutput: string, rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of psOutput.trim().split('\n')) {
    const [pid, ppid, kb] = line.trim().split(/\s+/).map(Number);
    if (Number.isFinite(pid) && Number.isFinite(ppid) && Number.isFinite(kb)) {
      rss.set(pid, kb);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    }
  }
  let sum = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    sum += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return sum;
}

export interface ScaleResult {
  demos: number;
  coldSeconds: number;
  demoStepSeconds: number;
  /** Each rebuild after one demo changed: the machine's noise is several seconds, so the median counts. */
  rebuildSeconds: number[];
  peakMemoryBytes: number;
  outBytes: number;
}

/** `N=500: cold 231.4 s (demos 40.2 s, 17 %), rebuild after one demo 58.3 s (median of 56.0, 58.3, 61.9), peak memory 3.1 GB, out/ 182 MB` */
export function formatScaleResult(result: ScaleResult): string {
  const share = result.coldSeconds > 0 ? Math.round((100 * result.demoStepSeconds) / result.coldSeconds) : 0;
  const runs =
    result.rebuildSeconds.length > 1 ? ` (median of ${result.rebuildSeconds.map((seconds) => seconds.toFixed(1)).join(', ')})` : '';
  return (
    `N=${result.demos}: cold ${result.coldSeconds.toFixed(1)} s (demos ${result.demoStepSeconds.toFixed(1)} s, ${share} %), ` +
    `rebuild after one demo ${median(result.rebuildSeconds).toFixed(1)} s${runs}, peak memory ${(result.peakMemoryBytes / 1e9).toFixed(1)} GB, ` +
    `out/ ${Math.round(result.outBytes / 1e6)} MB`
  );
}
