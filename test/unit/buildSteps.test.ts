/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STEPS, formatSummary, selectSteps, startableSteps, type StepState } from '../../scripts/lib/buildSteps';

describe('selectSteps', () => {
  it('runs every step in order without arguments, the export between generation and post-processing', () => {
    expect(selectSteps([]).map((step) => step.name)).toEqual([
      'check content',
      'generate API',
      'generate demos',
      'copy fonts',
      'site assets',
      'material icons',
      'template sources',
      'next build',
      'typecheck',
      'postbuild',
      'search index',
      'service worker',
    ]);
  });

  it('gives the development server the generating steps before next build, without the checks', () => {
    const steps = selectSteps(['--for-dev']);
    expect(steps.map((step) => step.name)).toEqual([
      'generate API',
      'generate demos',
      'copy fonts',
      'site assets',
      'material icons',
      'template sources',
    ]);
    // None waits for a step the run leaves out.
    expect(steps.flatMap((step) => step.after)).toEqual(['generate API']);
  });

  it('leaves out only the type check when the caller has run it (npm test)', () => {
    const steps = selectSteps(['--typechecked']);
    expect(steps.map((step) => step.name)).toEqual(
      selectSteps([])
        .map((step) => step.name)
        .filter((name) => name !== 'typecheck'),
    );
    expect(steps.flatMap((step) => step.after)).not.toContain('typecheck');
  });

  it('has each step wait only for steps listed before it, so every step can start', () => {
    const problems = BUILD_STEPS.flatMap((step, index) =>
      step.after
        .filter((name) => !BUILD_STEPS.slice(0, index).some((earlier) => earlier.name === name))
        .map((name) => `${step.name} → ${name}`),
    );
    expect(problems).toEqual([]);
  });

  it('refuses arguments it does not know, rather than building something else than asked', () => {
    expect(() => selectSteps(['--fast'])).toThrow('Unknown arguments: --fast');
    expect(() => selectSteps(['--for-dev', 'extra'])).toThrow('Unknown arguments');
  });

  it('names every script a step runs after a file that exists', () => {
    const scripts = BUILD_STEPS.flatMap((step) => step.command.slice(1)).filter((arg) => arg.startsWith('scripts/'));
    expect(scripts.filter((script) => !fs.existsSync(path.join(__dirname, '../..', script)))).toEqual([]);
  });

  it('runs programs the project installs (scripts/build.ts starts them from node_modules/.bin, without npx)', () => {
    const programs = BUILD_STEPS.map((step) => step.command[0]);
    expect(programs.filter((program) => !fs.existsSync(path.join(__dirname, '../../node_modules/.bin', program)))).toEqual([]);
  });
});

describe('startableSteps', () => {
  const names = (steps: { name: string }[]) => steps.map((step) => step.name);
  const states = (entries: [string, StepState][]) => new Map(entries);

  it('starts at once every step that waits for nothing, side by side', () => {
    expect(names(startableSteps(BUILD_STEPS, states([])))).toEqual([
      'check content',
      'generate API',
      'copy fonts',
      'site assets',
      'material icons',
      'template sources',
    ]);
  });

  it('starts a step once every step it waits for passed, not while one still runs', () => {
    const generated: [string, StepState][] = [
      ['generate API', 'passed'],
      ['generate demos', 'passed'],
      ['copy fonts', 'passed'],
      ['site assets', 'passed'],
      ['material icons', 'passed'],
      ['template sources', 'passed'],
    ];
    expect(names(startableSteps(BUILD_STEPS, states([...generated, ['check content', 'running']])))).toEqual([]);
    expect(names(startableSteps(BUILD_STEPS, states([...generated, ['check content', 'passed']])))).toEqual(['next build']);
    const exported = states([...generated, ['check content', 'passed'], ['next build', 'passed']]);
    expect(names(startableSteps(BUILD_STEPS, exported))).toEqual(['typecheck', 'postbuild']);
  });

  it('starts nothing more once a step failed, even a step that waits for nothing', () => {
    expect(startableSteps(BUILD_STEPS, states([['generate API', 'failed']]))).toEqual([]);
    expect(
      startableSteps(
        BUILD_STEPS,
        states([
          ['check content', 'running'],
          ['site assets', 'failed'],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('formatSummary', () => {
  it("lines up each step with its result and seconds, leaves the time of a step not run empty, and ends with the build's wall time", () => {
    const summary = formatSummary(
      [
        { name: 'check content', status: 'passed', seconds: 1.23 },
        { name: 'next build', status: 'failed', seconds: 95.04 },
        { name: 'postbuild', status: 'not run', seconds: 0 },
      ],
      95.94,
    );
    expect(summary.split('\n')).toEqual([
      'step           result       time',
      'check content  passed      1.2 s',
      'next build     failed     95.0 s',
      'postbuild      not run',
      'total                     95.9 s',
    ]);
  });
});
