/**
 * When each documentation page last changed: the date of the newest commit that touched a file of
 * its folder (its Markdown, its demos), read from git once per build process. Where that history is
 * not there (no git, not a repository, a shallow clone whose oldest commit would claim every file),
 * no date at all rather than a wrong one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs git in a folder and returns its output; throws when git fails or is missing. */
export type GitRunner = (args: string[], cwd: string) => string;

const runGit: GitRunner = (args, cwd) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/** A commit marker line from `git log --format=%x00%cI`: NUL, then the committer date. */
const COMMIT_LINE = /^\u0000(\d{4}-\d\d-\d\dT[\d:]+(?:Z|[+-]\d\d:\d\d))$/;

/**
 * `git log --name-only --format=%x00%cI` output (newest commit first) → each file's newest commit
 * date, paths relative to the repository root as git prints them.
 */
export function parseNameOnlyLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  let current: string | null = null;
  for (const line of output.split('\n')) {
    const commit = COMMIT_LINE.exec(line);
    if (commit) {
      current = commit[1];
    } else if (line && current && !dates.has(line)) {
      dates.set(line, current);
    }
  }
  return dates;
}

/** The folder a file's page lives in: the nearest folder, from the file's own up, holding an index.md. */
function pageFolderOf(file: string, stopAt: string, hasIndex: (folder: string) => boolean): string | null {
  for (let folder = path.dirname(file); folder.startsWith(stopAt); folder = path.dirname(folder)) {
    if (hasIndex(folder)) {
      return folder;
    }
    if (folder === stopAt) {
      break;
    }
  }
  return null;
}

/**
 * Each page folder (absolute) → the newest commit date among its files, the files of a nested
 * page's folder counting for that page only. Empty when the history is missing or shallow.
 */
export function readPageDates(contentRoot: string, git: GitRunner = runGit): Map<string, string> {
  const folders = new Map<string, string>();
  let repositoryRoot: string;
  let log: string;
  try {
    if (git(['rev-parse', '--is-shallow-repository'], contentRoot).trim() !== 'false') {
      return folders;
    }
    repositoryRoot = git(['rev-parse', '--show-toplevel'], contentRoot).trim();
    log = git(['log', '--name-only', '--format=%x00%cI', '--', '.'], contentRoot);
  } catch {
    return folders;
  }
  const indexCache = new Map<string, boolean>();
  const hasIndex = (folder: string) => {
    let known = indexCache.get(folder);
    if (known === undefined) {
      known = fs.existsSync(path.join(folder, 'index.md'));
      indexCache.set(folder, known);
    }
    return known;
  };
  for (const [file, date] of parseNameOnlyLog(log)) {
    const folder = pageFolderOf(path.join(repositoryRoot, file), contentRoot, hasIndex);
    // Newest first in the log, but a folder gathers several files: keep the latest of them.
    if (folder && (!folders.has(folder) || Date.parse(date) > Date.parse(folders.get(folder)!))) {
      folders.set(folder, date);
    }
  }
  return folders;
}

let cache: { root: string; dates: Map<string, string> } | undefined;

/** The page folder's last commit date (ISO 8601), or undefined where git cannot tell. */
export function lastUpdatedOf(pageFolder: string, contentRoot = path.join(process.cwd(), 'data')): string | undefined {
  // Git prints the repository's real path: a checkout reached through a symbolic link must match it.
  const root = fs.realpathSync(contentRoot);
  if (cache?.root !== root) {
    cache = { root, dates: readPageDates(root) };
  }
  return cache.dates.get(fs.realpathSync(pageFolder));
}

/** The date as the page shows it, the same in every time zone: "November 28, 2026". */
export function formatLastUpdated(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
