/** The steps of `npm run build`, which of them a run takes, and the closing summary: no side effects, so unit-tested. */

export interface BuildStep {
  name: string;
  /** A program of the project's node_modules/.bin, then its arguments. */
  command: string[];
  /** A check that writes nothing: the development server does without it. */
  check?: boolean;
}

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'check content', command: ['tsx', 'scripts/check-content.ts'], check: true },
  // Playgrounds take their component's import path from the API data.
  { name: 'generate API', command: ['tsx', 'scripts/generate-api.ts'] },
  { name: 'generate demos', command: ['tsx', 'scripts/generate-demos.ts'] },
  { name: 'copy fonts', command: ['tsx', 'scripts/copy-fonts.ts'] },
  { name: 'site assets', command: ['tsx', 'scripts/generate-site-assets.tsx'] },
  { name: 'next build', command: ['next', 'build'] },
  { name: 'search index', command: ['tsx', 'scripts/build-search-index.ts'] },
  { name: 'postbuild', command: ['tsx', 'scripts/postbuild.ts'] },
  { name: 'service worker', command: ['tsx', 'scripts/build-service-worker.ts'] },
];

/** Runs only the steps that write what `next dev` reads (the `predev` script). */
export const FOR_DEV_FLAG = '--for-dev';

/** The steps a run takes: all of them, or with `--for-dev` the generating steps before `next build`. */
export function selectSteps(args: string[], steps: readonly BuildStep[] = BUILD_STEPS): BuildStep[] {
  if (args.length === 0) {
    return [...steps];
  }
  if (args.length === 1 && args[0] === FOR_DEV_FLAG) {
    const nextBuild = steps.findIndex((step) => step.name === 'next build');
    return steps.slice(0, nextBuild).filter((step) => !step.check);
  }
  throw new Error(`Unknown arguments: ${args.join(' ')} (expected none, or ${FOR_DEV_FLAG})`);
}

export interface StepOutcome {
  name: string;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
}

/** The closing table: each step with its outcome and time, then the total. */
export function formatSummary(outcomes: StepOutcome[]): string {
  const width = Math.max('step'.length, ...outcomes.map((outcome) => outcome.name.length)) + 2;
  const row = (name: string, status: string, time: string) => `${name.padEnd(width)}${status.padEnd(9)}${time.padStart(8)}`.trimEnd();
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  return [
    row('step', 'result', 'time'),
    ...outcomes.map((outcome) => row(outcome.name, outcome.status, outcome.status === 'not run' ? '' : `${outcome.seconds.toFixed(1)} s`)),
    row('total', '', `${total.toFixed(1)} s`),
  ].join('\n');
}
