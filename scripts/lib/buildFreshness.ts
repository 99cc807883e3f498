import fs from 'node:fs';
import path from 'node:path';
import { buildSettingsFrom, readBuildSettings, sameBuildSettings, type Environment } from './buildSettings';

/** What the exported site is built from; a change to any of these makes `out/` stale. */
export const BUILD_INPUTS = ['pages', 'src', 'data', 'public', 'scripts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `out/` is missing, older than any build input, or built with other settings. */
export function isBuildStale(projectRoot: string, env: Environment = process.env): boolean {
  const marker = path.join(projectRoot, 'out', 'index.html');
  const recorded = readBuildSettings(projectRoot);
  if (!fs.existsSync(marker) || !recorded || !sameBuildSettings(recorded, buildSettingsFrom(env))) {
    return true;
  }
  const builtAt = fs.statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(projectRoot, input)) > builtAt);
}
