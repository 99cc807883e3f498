/**
 * `npm run build`: the site from its sources to a deployable `out/`, in named steps (their list is
 * in scripts/lib/buildSteps.ts): check the content, generate the API data, the demos, the fonts and
 * the site assets, `next build`, then type-check, the search index, the postbuild files and the
 * service worker. A step starts as soon as the steps it waits for have passed, beside any other
 * that can run then; each line a step prints is prefixed with its name. After a failure no step
 * starts, the running ones finish, and the build names the step that failed. It ends with a table
 * of each step's result and time, and the wall time.
 *
 * `tsx scripts/build.ts --for-dev` (the `predev` script) runs only the generating steps before
 * `next build`, which write what the development server reads.
 *
 * Each step inherits this process's environment: the build's settings (`NEXT_PUBLIC_AD_*`,
 * `SITE_ORIGIN`, …) reach `next build` and the scripts that record them.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { formatSummary, selectSteps, startableSteps, type BuildStep, type StepOutcome, type StepState } from './lib/buildSteps';

const root = path.resolve(__dirname, '..');

/**
 * The project's own copy of a step's program, run without npx, whose lookup costs about half a
 * second per step: seconds of a rebuild that otherwise does little.
 */
function localBin(program: string): string {
  return path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${program}.cmd` : program);
}

/** Copies a step's output line by line, each line prefixed, so that steps running together stay readable. */
function relayLines(stream: Readable, prefix: string, write: (text: string) => void) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop()!;
    write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (pending) {
      write(`${prefix}${pending}\n`);
    }
  });
}

/** Runs one step; resolves with its outcome and, when it failed, why. */
function runStep(step: BuildStep, prefix: string): Promise<{ outcome: StepOutcome; cause?: string }> {
  console.log(`${prefix}=== ${step.command.join(' ')}`);
  const started = Date.now();
  const [program, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(localBin(program), args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      shell: process.platform === 'win32',
    });
    relayLines(child.stdout, prefix, (text) => process.stdout.write(text));
    relayLines(child.stderr, prefix, (text) => process.stderr.write(text));
    const finish = (status: 'passed' | 'failed', cause?: string) =>
      resolve({ outcome: { name: step.name, status, seconds: (Date.now() - started) / 1000 }, cause });
    child.on('error', (error) => finish('failed', error.message));
    child.on('close', (code, signal) => {
      if (code === 0) {
        finish('passed');
      } else {
        finish('failed', signal ? `killed by ${signal}` : `exit code ${code}`);
      }
    });
  });
}

async function main(): Promise<number> {
  let steps: BuildStep[];
  try {
    steps = selectSteps(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const width = Math.max(...steps.map((step) => step.name.length));
  const outcomes = new Map<string, StepOutcome>(steps.map((step) => [step.name, { name: step.name, status: 'not run', seconds: 0 }]));
  const states = new Map<string, StepState>();
  const failures: string[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const startWhatCan = () => {
      for (const step of startableSteps(steps, states)) {
        states.set(step.name, 'running');
        void runStep(step, `${step.name.padEnd(width)} │ `).then(({ outcome, cause }) => {
          states.set(step.name, outcome.status === 'passed' ? 'passed' : 'failed');
          outcomes.set(step.name, outcome);
          if (cause) {
            failures.push(`Build failed at step "${step.name}" (${cause}).`);
          }
          startWhatCan();
        });
      }
      if (![...states.values()].includes('running')) {
        resolve();
      }
    };
    startWhatCan();
  });
  const stranded = [...outcomes.values()].filter((outcome) => outcome.status === 'not run');
  if (failures.length === 0 && stranded.length > 0) {
    failures.push(`Build stopped: ${stranded.map((outcome) => outcome.name).join(', ')} wait for steps that never run.`);
  }
  console.log(`\n${formatSummary([...outcomes.values()], (Date.now() - started) / 1000)}`);
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}\nThe steps that wait for a failed step did not run.`);
    return 1;
  }
  return 0;
}

main().then((code) => {
  process.exitCode = code;
});
