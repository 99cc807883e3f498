/** The steps of `npm run build`, which of them a run takes and when each may start, and the closing summary: no side effects, so unit-tested. */

export interface BuildStep {
  name: string;
  /** A program of the project's node_modules/.bin, then its arguments. */
  command: string[];
  /** A check that writes nothing: the development server does without it. */
  check?: boolean;
  /** The steps it waits for (it reads what they write, or would slow them down); it runs beside the others. */
  after: string[];
}

export const BUILD_STEPS: readonly BuildStep[] = [
  { name: 'check content', command: ['tsx', 'scripts/check-content.ts'], check: true, after: [] },
  { name: 'generate API', command: ['tsx', 'scripts/generate-api.ts'], after: [] },
  // Playgrounds take their component's import path from the API data.
  { name: 'generate demos', command: ['tsx', 'scripts/generate-demos.ts'], after: ['generate API'] },
  { name: 'copy fonts', command: ['tsx', 'scripts/copy-fonts.ts'], after: [] },
  { name: 'site assets', command: ['tsx', 'scripts/generate-site-assets.tsx'], after: [] },
  // The Material Icons tool's index and SVG chunks (public/static/material-icons/; cached by a stamp).
  { name: 'material icons', command: ['tsx', 'scripts/generate-icon-index.ts'], after: [] },
  // Each live template's source in both languages, for its source viewer and sandboxes (public/static/templates/).
  { name: 'template sources', command: ['tsx', 'scripts/generate-template-sources.ts'], after: [] },
  {
    name: 'next build',
    command: ['next', 'build'],
    after: ['check content', 'generate demos', 'copy fonts', 'site assets', 'material icons', 'template sources'],
  },
  // next build leaves type-checking to this step (next.config.ts). It needs only the generated
  // modules, but waits for next build so as not to take a core from its page generation, and
  // then runs beside the single-threaded steps after it.
  { name: 'typecheck', command: ['tsx', 'scripts/typecheck.ts'], check: true, after: ['next build'] },
  // The search index reads the pages as postbuild leaves them: before, a page's article could still
  // be a boundary React wrote out of place, at the end of the body, outside what Pagefind indexes.
  // The service worker precaches what both wrote.
  { name: 'postbuild', command: ['tsx', 'scripts/postbuild.ts'], after: ['next build'] },
  { name: 'search index', command: ['tsx', 'scripts/build-search-index.ts'], after: ['postbuild'] },
  { name: 'service worker', command: ['tsx', 'scripts/build-service-worker.ts'], after: ['search index'] },
];

/** Runs only the steps that write what `next dev` reads (the `predev` script). */
export const FOR_DEV_FLAG = '--for-dev';

/** Leaves out the type check: `npm test` type-checks the same tree before it builds. */
export const TYPECHECKED_FLAG = '--typechecked';

/**
 * The steps a run takes: all of them; with `--for-dev` the generating steps before `next build`;
 * with `--typechecked` all but the type check.
 */
export function selectSteps(args: string[], steps: readonly BuildStep[] = BUILD_STEPS): BuildStep[] {
  if (args.length === 0) {
    return [...steps];
  }
  if (args.length === 1 && args[0] === FOR_DEV_FLAG) {
    const nextBuild = steps.findIndex((step) => step.name === 'next build');
    return withoutSteps(steps.slice(0, nextBuild).filter((step) => !step.check));
  }
  if (args.length === 1 && args[0] === TYPECHECKED_FLAG) {
    return withoutSteps(steps.filter((step) => step.name !== 'typecheck'));
  }
  throw new Error(`Unknown arguments: ${args.join(' ')} (expected none, ${FOR_DEV_FLAG} or ${TYPECHECKED_FLAG})`);
}

/** The selected steps, none waiting for a step the run leaves out. */
function withoutSteps(selected: BuildStep[]): BuildStep[] {
  const names = new Set(selected.map((step) => step.name));
  return selected.map((step) => ({ ...step, after: step.after.filter((name) => names.has(name)) }));
}

export type StepState = 'running' | 'passed' | 'failed';

/**
 * The steps that can start now: not started yet, and every step they wait for passed. None once a
 * step has failed: the steps running finish, no other starts.
 */
export function startableSteps(steps: readonly BuildStep[], states: ReadonlyMap<string, StepState>): BuildStep[] {
  if ([...states.values()].includes('failed')) {
    return [];
  }
  return steps.filter((step) => !states.has(step.name) && step.after.every((name) => states.get(name) === 'passed'));
}

export interface StepOutcome {
  name: string;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
}

/** The closing table: each step with its outcome and time, then the build's wall time (steps overlap). */
export function formatSummary(outcomes: StepOutcome[], wallSeconds: number): string {
  const width = Math.max('step'.length, ...outcomes.map((outcome) => outcome.name.length)) + 2;
  const row = (name: string, status: string, time: string) => `${name.padEnd(width)}${status.padEnd(9)}${time.padStart(8)}`.trimEnd();
  return [
    row('step', 'result', 'time'),
    ...outcomes.map((outcome) => row(outcome.name, outcome.status, outcome.status === 'not run' ? '' : `${outcome.seconds.toFixed(1)} s`)),
    row('total', '', `${wallSeconds.toFixed(1)} s`),
  ].join('\n');
}
