/**
 * `npm run build`: the site from its sources to a deployable `out/`, in named steps run in order
 * (their list is in scripts/lib/buildSteps.ts): check the content, generate the demos, the API
 * data, the fonts and the site assets, `next build`, then the search index, the postbuild files
 * and the service worker. Stops at the first step that fails, naming it, and ends with a table
 * of each step's result and time.
 *
 * `tsx scripts/build.ts --for-dev` (the `predev` script) runs only the generating steps before
 * `next build`, which write what the development server reads.
 *
 * Each step inherits this process's environment: the build's settings (`NEXT_PUBLIC_AD_*`,
 * `SITE_ORIGIN`, …) reach `next build` and the scripts that record them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { formatSummary, selectSteps, type StepOutcome } from './lib/buildSteps';

const root = path.resolve(__dirname, '..');

/**
 * The project's own copy of a step's program, run without npx, whose lookup costs about half a
 * second per step: seconds of a rebuild that otherwise does little.
 */
function localBin(program: string): string {
  return path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${program}.cmd` : program);
}

function main(): number {
  let steps;
  try {
    steps = selectSteps(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const outcomes: StepOutcome[] = steps.map((step) => ({ name: step.name, status: 'not run', seconds: 0 }));
  let failure: string | null = null;
  for (const [index, step] of steps.entries()) {
    console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
    const started = Date.now();
    const [program, ...args] = step.command;
    const result = spawnSync(localBin(program), args, {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
      shell: process.platform === 'win32',
    });
    outcomes[index] = { name: step.name, status: result.status === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 };
    if (result.status !== 0) {
      const cause = result.error?.message ?? (result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`);
      failure = `Build failed at step "${step.name}" (${cause}); the steps after it did not run.`;
      break;
    }
  }
  console.log(`\n${formatSummary(outcomes)}`);
  if (failure) {
    console.error(`\n${failure}`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
