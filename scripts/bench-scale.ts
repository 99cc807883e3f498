/**
 * `npm run bench:scale -- N [--test] [--keep]`: how the build scales with the number of demos. In a copy of the
 * project (node_modules as hard links: Turbopack refuses a symlink out of the project root), adds
 * N copies of existing demos, renamed, spread over the Material UI component pages that have
 * demos; builds cold (no caches), measuring wall time, the demo step, the peak memory of the whole
 * process tree and the size of out/; then edits one demo and builds again with the caches the
 * first build left (.api-cache, .demo-cache, .next/cache), three times (the median counts: the
 * machine's noise is several seconds), and prints one line of figures. With
 * `--test`, then runs `npm test` in the copy (its own build and the e2e suites over every page)
 * and prints its time and result. With `--keep`, the copy stays (its path is printed) for timing
 * single steps at that scale.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  demoParagraphs,
  editDemoText,
  formatScaleResult,
  parseBuildSummary,
  planSyntheticDemos,
  renameDemoSource,
  treeRssKib,
  type DemoPage,
} from './lib/benchScale';
import { readPageFile } from '../src/content/readPage';

const root = path.resolve(__dirname, '..');
const MATERIAL_PAGES = path.join('data', 'material', 'content', 'material-ui');
/** Not copied: installed, built, generated or cached, so the copy's first build is cold. */
const SKIPPED = new Set([
  'node_modules',
  'out',
  '.next',
  '.generated',
  '.api-cache',
  '.demo-cache',
  '.swc',
  '.git',
  'test-results',
  'tsconfig.tsbuildinfo',
]);
const SAMPLE_MS = 500;
/** Rebuilds after one demo changed; the result is their median. */
const REBUILDS = 3;

function copyProject(target: string): void {
  for (const entry of fs.readdirSync(root)) {
    if (!SKIPPED.has(entry)) {
      fs.cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
    }
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')], { stdio: 'inherit' });
  if (linked.status !== 0) {
    throw new Error('Could not hard-link node_modules into the copy');
  }
}

/**
 * The Material UI component pages, each with its single-file demos (the copies' sources), except
 * demos that link to an anchor of their own page: a copy on another page would link nowhere.
 */
function demoPages(project: string): DemoPage[] {
  return fs
    .readdirSync(path.join(project, MATERIAL_PAGES))
    .filter((entry) => entry.startsWith('react-'))
    .sort()
    .map((entry) => {
      const dir = path.join(MATERIAL_PAGES, entry);
      const { demos } = readPageFile(path.join(dir, 'index.md'), project);
      const copyable = (name: string) => {
        const file = path.join(project, dir, `${name}.tsx`);
        return fs.existsSync(file) && !/href=["']#/.test(fs.readFileSync(file, 'utf8'));
      };
      return { dir, demos: demos.filter(copyable) };
    });
}

/** Writes the synthetic demos and their placeholders; returns the file of one demo to edit later. */
function addSyntheticDemos(project: string, count: number): string {
  const pages = demoPages(project);
  const synthetic = planSyntheticDemos(pages, count);
  const byPage = new Map<string, string[]>();
  for (const demo of synthetic) {
    const source = fs.readFileSync(path.join(project, demo.sourceDir, `${demo.source}.tsx`), 'utf8');
    fs.writeFileSync(path.join(project, demo.dir, `${demo.name}.tsx`), renameDemoSource(source, demo.source, demo.name));
    byPage.set(demo.dir, [...(byPage.get(demo.dir) ?? []), demo.name]);
  }
  for (const [dir, names] of byPage) {
    fs.appendFileSync(path.join(project, dir, 'index.md'), demoParagraphs(names));
  }
  const withDemos = pages.find((page) => page.demos.length > 0)!;
  const edited = synthetic[0] ?? { dir: withDemos.dir, name: withDemos.demos[0] };
  return path.join(project, edited.dir, `${edited.name}.tsx`);
}

interface MeasuredRun {
  /** The command's exit code. */
  code: number | null;
  seconds: number;
  output: string;
  peakRssKib: number;
  /** CPU time of the command's processes (user + system), when /usr/bin/time is there to count it. */
  cpuSeconds: number | null;
  /** The machine's mean one-minute load average while it ran: the wall times mean little without it. */
  meanLoad: number;
}

const GNU_TIME = '/usr/bin/time';

/** Runs a script of the project in `project`, its output to `log`, sampling the resident memory of its whole process tree. */
function runMeasured(project: string, script: string, log: string): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const cpuFile = `${log}.cpu`;
    const run = ['npx', 'tsx', script];
    const command = fs.existsSync(GNU_TIME) ? [GNU_TIME, '-f', '%U %S', '-o', cpuFile, ...run] : run;
    const child = spawn(command[0], command.slice(1), {
      cwd: project,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logStream = fs.createWriteStream(log);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      logStream.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => logStream.write(chunk));
    let peakRssKib = 0;
    const loads: number[] = [];
    const sampler = setInterval(() => {
      const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
      peakRssKib = Math.max(peakRssKib, treeRssKib(ps.stdout, child.pid!));
      loads.push(os.loadavg()[0]);
    }, SAMPLE_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      logStream.end();
      const seconds = (Date.now() - started) / 1000;
      const cpu = fs.existsSync(cpuFile) ? fs.readFileSync(cpuFile, 'utf8').trim().split(/\s+/).map(Number) : null;
      const meanLoad = loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length);
      resolve({ code, seconds, output, peakRssKib, cpuSeconds: cpu ? cpu[0] + cpu[1] : null, meanLoad });
    });
  });
}

/** Builds the copy; a failed build ends the benchmark. */
async function runBuild(project: string, log: string): Promise<MeasuredRun> {
  const run = await runMeasured(project, 'scripts/build.ts', log);
  if (run.code !== 0) {
    throw new Error(`The build in ${project} failed (exit code ${run.code}); its output is in ${log}`);
  }
  return run;
}

function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return bytes;
}

async function main() {
  const args = process.argv.slice(2);
  const countArg = args.find((arg) => !arg.startsWith('--')) ?? '0';
  const count = Number(countArg);
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--test' && arg !== '--keep');
  if (!Number.isInteger(count) || count < 0 || unknown.length > 0) {
    throw new Error(`Usage: npm run bench:scale -- N [--test] [--keep] (N a whole number of synthetic demos, got ${args.join(' ')})`);
  }
  const withTests = args.includes('--test');
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-bench-scale-'));
  // Outside the copy, which goes once measured: the builds' output stays there for a look.
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-bench-scale-logs-'));
  try {
    console.log(`Copying the project to ${project}`);
    copyProject(project);
    const editedDemo = addSyntheticDemos(project, count);
    console.log(`Added ${count} synthetic demos; cold build (log: ${path.join(logs, 'cold.log')})`);
    const cold = await runBuild(project, path.join(logs, 'cold.log'));
    const summary = parseBuildSummary(cold.output);
    const outBytes = folderBytes(path.join(project, 'out'));
    const rebuilds = [];
    for (let index = 1; index <= REBUILDS; index += 1) {
      // Each time the demo's text changes again: each rebuild has one changed demo to build.
      fs.writeFileSync(editedDemo, editDemoText(fs.readFileSync(editedDemo, 'utf8')));
      const log = path.join(logs, `rebuild-${index}.log`);
      console.log(`Edited ${path.relative(project, editedDemo)}; rebuild ${index} of ${REBUILDS} (log: ${log})`);
      rebuilds.push(await runBuild(project, log));
    }
    console.log(`cold steps:    ${JSON.stringify(summary.steps)}`);
    for (const [index, rebuild] of rebuilds.entries()) {
      console.log(`rebuild ${index + 1} steps: ${JSON.stringify(parseBuildSummary(rebuild.output).steps)}`);
    }
    for (const [name, run] of [['cold', cold] as const, ...rebuilds.map((rebuild, index) => [`rebuild ${index + 1}`, rebuild] as const)]) {
      const cpu = run.cpuSeconds === null ? '' : `, ${run.cpuSeconds.toFixed(0)} s CPU`;
      console.log(
        `${name}: ${run.seconds.toFixed(1)} s wall${cpu}, peak memory ${((run.peakRssKib * 1024) / 1e9).toFixed(1)} GB, ` +
          `machine load ${run.meanLoad.toFixed(1)} on ${os.availableParallelism()} cores`,
      );
    }
    console.log(
      formatScaleResult({
        demos: count,
        coldSeconds: cold.seconds,
        demoStepSeconds: summary.steps['generate demos'] ?? 0,
        rebuildSeconds: rebuilds.map((rebuild) => rebuild.seconds),
        peakMemoryBytes: Math.max(cold.peakRssKib, ...rebuilds.map((rebuild) => rebuild.peakRssKib)) * 1024,
        outBytes,
      }),
    );
    if (withTests) {
      console.log(`npm test in the copy (log: ${path.join(logs, 'test.log')})`);
      const test = await runMeasured(project, 'scripts/test.ts', path.join(logs, 'test.log'));
      const tally = /^(\d+) passed, (\d+) failed$/m.exec(test.output);
      console.log(
        `npm test with ${count} synthetic demos: ${tally ? `${tally[1]} passed, ${tally[2]} failed` : 'no tally'} in ${test.seconds.toFixed(1)} s, ` +
          `peak memory ${((test.peakRssKib * 1024) / 1e9).toFixed(1)} GB, machine load ${test.meanLoad.toFixed(1)}`,
      );
      if (test.code !== 0) {
        throw new Error(`npm test failed in the copy; its output is in ${path.join(logs, 'test.log')}`);
      }
    }
    if (args.includes('--keep')) {
      console.log(`The copy stays: ${project}`);
    } else {
      fs.rmSync(project, { recursive: true, force: true });
    }
  } catch (error) {
    console.error(`${(error as Error).message}\n(the copy is kept for a look: ${project})`);
    process.exitCode = 1;
  }
}

main();
