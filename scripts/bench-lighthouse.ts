/**
 * `npm run bench:lighthouse -- [--runs=3] [--own-core] [routes…]`: Lighthouse (mobile, its default
 * simulated throttling) against the exported site in out/, served as `npm start` serves it, and the
 * median of each figure over the runs, beside the goal of the page kind the route stands for.
 * The runs take turns (every route once, then again), so that a busy spell moves no route's median
 * alone. Lighthouse runs through npx at a pinned version (it is a large tool only this benchmark
 * needs) with Debian's Chromium. `--own-core` gives the page's renderer a core of its own where it
 * can (scripts/lib/lighthouseCores.ts). CPU-bound figures vary on a busy machine: run it when
 * nothing else runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from './lib/staticServer';
import { CHROMIUM_PATH } from './lib/chromium';
import { LIGHTHOUSE_GOALS, formatRuns, readLighthouseRun, runOrder, type LighthouseRun } from './lib/lighthouseReport';
import {
  describeCores,
  hasTaskset,
  lighthouseChromeFlags,
  npxCommand,
  planCores,
  rendererPrefixScript,
  type CorePlan,
} from './lib/lighthouseCores';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const DEFAULT_ROUTES = [
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/react-autocomplete/',
  '/material-ui/react-dialog/',
  '/experiments/docs/demos/',
  '/material-ui/api/button/',
  '/',
];

function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdio: ['ignore', 'ignore', 'inherit'] },
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    spawn(command, args, options).on('error', reject).on('exit', resolve);
  });
}

/** Moves this process (the static server) off the page's core; the prefix script puts renderers on it. */
function pinCores(plan: CorePlan, reportDir: string): string {
  const moved = spawnSync('taskset', ['-a', '-cp', plan.toolCores, String(process.pid)], { stdio: 'ignore' });
  if (moved.status !== 0) {
    throw new Error(`taskset could not move the benchmark to cores ${plan.toolCores}`);
  }
  const prefix = path.join(reportDir, 'renderer-on-its-core.sh');
  fs.writeFileSync(prefix, rendererPrefixScript(plan), { mode: 0o755 });
  return prefix;
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const ownCore = args.includes('--own-core');
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const outDir = path.resolve(__dirname, '..', 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('out/ has no exported site: run `npm run build` first.');
  }
  const { url, close } = await startStaticServer(outDir);
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const plan = ownCore ? planCores(os.availableParallelism(), hasTaskset()) : null;
  const reason = ownCore ? 'no taskset, or a single core' : 'the default; --own-core to give the page a core';
  console.log(describeCores(plan, reason));
  try {
    const prefix = plan ? pinCores(plan, reportDir) : null;
    const npx = npxCommand(plan);
    const chosen = routes.length ? routes : DEFAULT_ROUTES;
    const results = new Map<string, LighthouseRun[]>(chosen.map((route) => [route, []]));
    for (const { route, attempt } of runOrder(chosen, runs)) {
      const report = path.join(reportDir, `run-${attempt}.json`);
      // Asynchronously: this process also serves the site Lighthouse is loading.
      const status = await run(
        npx.command,
        [
          ...npx.args,
          '-y',
          LIGHTHOUSE,
          `${url}${route}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          `--chrome-flags=${lighthouseChromeFlags(prefix)}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (status !== 0) {
        throw new Error(`Lighthouse failed on ${route} (exit ${status})`);
      }
      const result = readLighthouseRun(JSON.parse(fs.readFileSync(report, 'utf8')));
      results.get(route)!.push(result);
      console.log(`run ${attempt + 1}/${runs} ${route}: TBT ${result.totalBlockingTimeMs} ms, LCP ${result.largestContentfulPaintMs} ms`);
    }
    for (const [route, routeRuns] of results) {
      console.log(formatRuns(route, routeRuns, LIGHTHOUSE_GOALS[route]));
    }
  } finally {
    await close();
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
