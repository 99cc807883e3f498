/**
 * Where the Lighthouse benchmark runs each process, with `--own-core`. Lighthouse simulates a phone
 * from a load it observes unthrottled: it multiplies the observed length of each main-thread task by
 * 4. On a small machine, Lighthouse's own process, Chromium's browser process and the static server
 * take turns with the page's renderer, and a task that waited for a core counts that wait four times
 * (Autocomplete, 2 cores, 7 runs: TBT 58-455 ms shared, 3-163 ms with the renderer on a core of its
 * own). With Linux's `taskset` and two cores or more, the page's renderer gets the last core and
 * everything else the others, as a phone's main thread has a core to itself. It is a second view,
 * not the default: the other processes then share fewer cores, and when they fall behind, the
 * page's first paint waits for them (LCP over 3 s in some runs). The one probe of the machine is
 * `hasTaskset`; the rest takes what the benchmark found.
 */
import { spawnSync } from 'node:child_process';

/** Whether Linux's `taskset` is here to run. */
export function hasTaskset(): boolean {
  return process.platform === 'linux' && spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface CorePlan {
  /** The core of the page's renderer processes, as taskset's list. */
  pageCores: string;
  /** The cores of Lighthouse, Chromium's other processes and the static server. */
  toolCores: string;
}

export function planCores(cpuCount: number, hasTaskset: boolean): CorePlan | null {
  if (!hasTaskset || !Number.isInteger(cpuCount) || cpuCount < 2) {
    return null;
  }
  const last = cpuCount - 1;
  return { pageCores: String(last), toolCores: last === 1 ? '0' : `0-${last - 1}` };
}

/** A shell script that starts what it is given on the page's core: Chromium's `--renderer-cmd-prefix`. */
export function rendererPrefixScript(plan: CorePlan): string {
  return `#!/bin/sh\nexec taskset -c ${plan.pageCores} "$@"\n`;
}

/** The command that starts npx for a run: on the tools' cores when there is a plan. */
export function npxCommand(plan: CorePlan | null): { command: string; args: string[] } {
  return plan ? { command: 'taskset', args: ['-c', plan.toolCores, 'npx'] } : { command: 'npx', args: [] };
}

/** Chromium's flags for a run; with a plan, renderers start through the prefix script at `prefixPath`. */
export function lighthouseChromeFlags(prefixPath: string | null): string {
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
  if (prefixPath) {
    // Lighthouse splits its --chrome-flags on spaces.
    if (/\s/.test(prefixPath)) {
      throw new Error(`The renderer prefix script's path has a space: ${prefixPath}`);
    }
    flags.push(`--renderer-cmd-prefix=${prefixPath}`);
  }
  return flags.join(' ');
}

export function describeCores(plan: CorePlan | null, reason: string): string {
  return plan
    ? `Cores: the page's renderer on core ${plan.pageCores}; Lighthouse, Chromium's other processes and the server on ${plan.toolCores}`
    : `Cores: shared by every process (${reason})`;
}
