import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatLastUpdated, parseNameOnlyLog, readPageDates, type GitRunner } from '../../src/content/lastUpdated';

const LOG = [
  '\u00002026-11-20T10:00:00+00:00',
  '',
  'data/guide/index.md',
  'data/guide/Demo.tsx',
  '\u00002026-10-01T08:30:00+02:00',
  '',
  'data/guide/index.md',
  'data/guide/nested/index.md',
  'data/guide/OldDemo.tsx',
  '',
].join('\n');

describe('parseNameOnlyLog', () => {
  it('gives each file the date of the newest commit that names it', () => {
    expect(Object.fromEntries(parseNameOnlyLog(LOG))).toEqual({
      'data/guide/index.md': '2026-11-20T10:00:00+00:00',
      'data/guide/Demo.tsx': '2026-11-20T10:00:00+00:00',
      'data/guide/nested/index.md': '2026-10-01T08:30:00+02:00',
      'data/guide/OldDemo.tsx': '2026-10-01T08:30:00+02:00',
    });
  });

  it('ignores lines before the first commit marker and malformed markers', () => {
    expect(parseNameOnlyLog('data/a.md\n\u0000not a date\ndata/b.md\n').size).toBe(0);
  });
});

describe('readPageDates', () => {
  let repository: string;
  let content: string;

  beforeAll(() => {
    repository = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-')));
    content = path.join(repository, 'data');
    for (const file of ['guide/index.md', 'guide/Demo.tsx', 'guide/OldDemo.tsx', 'guide/nested/index.md']) {
      fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
      fs.writeFileSync(path.join(content, file), '');
    }
  });

  afterAll(() => fs.rmSync(repository, { recursive: true, force: true }));

  const fakeGit =
    (shallow: string): GitRunner =>
    (args) => {
      if (args[0] === 'rev-parse' && args[1] === '--is-shallow-repository') {
        return `${shallow}\n`;
      }
      if (args[0] === 'rev-parse') {
        return `${repository}\n`;
      }
      return LOG;
    };

  it("dates a page folder by its newest file; a nested page's files count for the nested page only", () => {
    const dates = readPageDates(content, fakeGit('false'));
    expect(dates.get(path.join(content, 'guide'))).toBe('2026-11-20T10:00:00+00:00');
    expect(dates.get(path.join(content, 'guide', 'nested'))).toBe('2026-10-01T08:30:00+02:00');
    expect(dates.size).toBe(2);
  });

  it('knows nothing in a shallow clone, where the oldest commit would claim every file', () => {
    expect(readPageDates(content, fakeGit('true')).size).toBe(0);
  });

  it('knows nothing without git or outside a repository', () => {
    const failing: GitRunner = () => {
      throw new Error('spawn git ENOENT');
    };
    expect(readPageDates(content, failing).size).toBe(0);
  });
});

describe('formatLastUpdated', () => {
  it('writes the UTC calendar date in words', () => {
    expect(formatLastUpdated('2026-11-20T23:30:00-05:00')).toBe('November 21, 2026');
    expect(formatLastUpdated('2026-03-01T00:10:00+00:00')).toBe('March 1, 2026');
  });
});
