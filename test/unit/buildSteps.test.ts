/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STEPS, formatSummary, selectSteps } from '../../scripts/lib/buildSteps';

describe('selectSteps', () => {
  it('runs every step in order without arguments, the export between generation and post-processing', () => {
    expect(selectSteps([]).map((step) => step.name)).toEqual([
      'check content',
      'generate API',
      'generate demos',
      'copy fonts',
      'site assets',
      'next build',
      'search index',
      'postbuild',
      'service worker',
    ]);
  });

  it('gives the development server the generating steps before next build, without the content check', () => {
    expect(selectSteps(['--for-dev']).map((step) => step.name)).toEqual(['generate API', 'generate demos', 'copy fonts', 'site assets']);
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

describe('formatSummary', () => {
  it('lines up each step with its result and seconds, leaves the time of a step not run empty, and ends with the total', () => {
    const summary = formatSummary([
      { name: 'check content', status: 'passed', seconds: 1.23 },
      { name: 'next build', status: 'failed', seconds: 95.04 },
      { name: 'postbuild', status: 'not run', seconds: 0 },
    ]);
    expect(summary.split('\n')).toEqual([
      'step           result       time',
      'check content  passed      1.2 s',
      'next build     failed     95.0 s',
      'postbuild      not run',
      'total                     96.3 s',
    ]);
  });
});
