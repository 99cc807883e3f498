/**
 * `npm test`: the demo check, ESLint, the type check, jest, the build, then the e2e suite against the built site.
 * Every step runs even when an earlier one failed (the e2e suite needs a successful build);
 * the closing line sums checks across the steps.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

/** A loopback port that is free now, for the ad fixtures the e2e suite serves. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The site under test calls a stand-in ad network and feed on loopback (test/e2e/adFixtures.ts),
// never a real ad host. The build records these settings; the e2e setup serves the stand-ins.
let testEnvironment: NodeJS.ProcessEnv = process.env;

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: testEnvironment });
  return result.status === 0;
}

/** A step that counts as one check. */
function single(name: string, command: string, args: string[]): StepResult {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const ok = run(command, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: (Date.now() - started) / 1000 };
}

interface Step {
  name: string;
  command: string;
  args: string[];
  /** A jest run's JSON report: the step is counted test by test. */
  report?: string;
}

const check = (name: string, command: string, args: string[]): Step => ({ name, command, args });

/** Runs one step with its output held, and prints that output whole when it ends. */
function buffered({ name, command, args, report }: Step): Promise<StepResult> {
  const started = Date.now();
  return new Promise<StepResult>((resolve) => {
    const child = spawn(command, args, { cwd: root, env: testEnvironment });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, error?: Error) => {
      console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (error) {
        console.log(error.message);
      }
      resolve(
        report
          ? jestResult(name, ok, report, started)
          : { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: (Date.now() - started) / 1000 },
      );
    };
    child.on('error', (error) => finish(false, error));
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Lanes of steps side by side on the machine's cores; the steps of one lane run one after the
 * other (each runs even when the one before it failed). Each step's output is printed whole when
 * it ends, so the log reads step by step. Results come back in the order the lanes list them.
 */
async function lanes(...laneSteps: Step[][]): Promise<StepResult[]> {
  const results = await Promise.all(
    laneSteps.map(async (lane) => {
      const laneResults: StepResult[] = [];
      for (const step of lane) {
        laneResults.push(await buffered(step));
      }
      return laneResults;
    }),
  );
  return results.flat();
}

/** A jest run that writes a JSON report, for its tests to be counted one by one. */
function jestStep(name: string, config: string): Step {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-')), 'report.json');
  return { name, command: npx, args: ['jest', '--config', config, '--json', `--outputFile=${report}`], report };
}

/** A jest run's result, test by test from its report. */
function jestResult(name: string, ok: boolean, report: string, started: number): StepResult {
  let passed = 0;
  let failed = 0;
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
  } catch {
    // No report at all: the runner itself failed (a setup error, say).
  }
  if (!ok && failed === 0) {
    failed = 1;
  }
  return { name, passed, failed, seconds: (Date.now() - started) / 1000 };
}

/** A jest run with its output as it comes: the e2e suite, alone on the machine and long. */
function jest(name: string, config: string): StepResult {
  const step = jestStep(name, config);
  const started = Date.now();
  console.log(`\n=== ${name}: jest --config ${config}`);
  return jestResult(name, run(step.command, step.args), step.report!, started);
}

async function main() {
  const adPort = await freePort();
  testEnvironment = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL: `http://127.0.0.1:${adPort}/network.js`,
    NEXT_PUBLIC_AD_FEED_URL: `http://127.0.0.1:${adPort}/feed.json`,
  };
  const results: StepResult[] = [];
  // The generators write the demo registry that type-checking needs, and fail on a demo whose
  // JavaScript variant cannot be generated; playgrounds take their props from the API data, so it
  // comes first. ESLint, Prettier and the unit tests read no generated file: they run beside that lane.
  results.push(
    ...(await lanes(
      [
        check('api data', npx, ['tsx', 'scripts/generate-api.ts']),
        check('demos', npx, ['tsx', 'scripts/generate-demos.ts']),
        check('typecheck', npx, ['tsx', 'scripts/typecheck.ts']),
      ],
      [check('lint', npx, ['eslint', '.'])],
      [check('format', npx, ['prettier', '--check', '.']), jestStep('unit', 'jest.config.mjs')],
    )),
  );
  // The type check above covers the tree the build exports, so the build does not repeat it.
  const build = single('build', 'npm', ['run', 'build', '--', '--typechecked']);
  results.push(build);
  if (build.failed === 0) {
    results.push(jest('e2e', 'jest.e2e.config.mjs'));
  } else {
    console.log('\n=== e2e: not run, the build failed');
    results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0 });
  }

  console.log('\nstep        passed  failed  time');
  for (const step of results) {
    console.log(
      `${step.name.padEnd(12)}${String(step.passed).padStart(6)}${String(step.failed).padStart(8)}  ${step.seconds.toFixed(1)} s`,
    );
  }
  const passed = results.reduce((sum, step) => sum + step.passed, 0);
  const failed = results.reduce((sum, step) => sum + step.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main();
