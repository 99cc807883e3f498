/**
 * Runs e2e suites again and again while every core is kept busy, to flush out tests that depend on
 * timing. Usage: `npm run test:e2e:load -- --runs=20 test/e2e/serviceWorker.e2e.ts` (no path: the
 * whole e2e suite). Needs a built site in out/, like `npm run test:e2e`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const suites = args.filter((arg) => !arg.startsWith('--'));

/** One process per core, each spinning until killed. */
function startLoad(): ChildProcess[] {
  return os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function main() {
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a positive integer, got ${runs}`);
  }
  const load = startLoad();
  const stop = () => load.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => process.exit(130));
  }
  console.log(`${load.length} busy processes started; ${runs} run(s) of ${suites.length ? suites.join(' ') : 'the whole e2e suite'}`);
  const failedRuns: number[] = [];
  const started = Date.now();
  for (let run = 1; run <= runs; run += 1) {
    const result = spawnSync('npx', ['jest', '--config', 'jest.e2e.config.mjs', ...suites], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const ok = result.status === 0;
    if (!ok) {
      failedRuns.push(run);
    }
    console.log(`run ${run}/${runs}: ${ok ? 'passed' : 'FAILED'}`);
  }
  stop();
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    `${runs - failedRuns.length} of ${runs} runs passed under load (${minutes} min)${failedRuns.length ? `; failed: ${failedRuns.join(', ')}` : ''}`,
  );
  process.exit(failedRuns.length ? 1 : 0);
}

main();
