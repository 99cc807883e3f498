/**
 * The environment settings a build bakes into `out/`. The build records them in
 * `.next/build-settings.json`, so `npm start` rebuilds when they change and the e2e suite knows
 * which ad endpoints the site under test calls.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_SETTING_NAMES = [
  'SITE_ORIGIN',
  'DOCS_REPOSITORY_URL',
  'DOCS_REPOSITORY_BRANCH',
  'NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL',
  'NEXT_PUBLIC_AD_FEED_URL',
  'NEXT_PUBLIC_ADS_IN_DEV',
  'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  'NEXT_PUBLIC_MUI_X_LICENSE_KEY',
] as const;

/** Settings recorded only as a digest: enough to see that they changed, never the value itself. */
const SECRET_SETTINGS: ReadonlySet<string> = new Set(['NEXT_PUBLIC_MUI_X_LICENSE_KEY']);

function recorded(name: string, value: string): string {
  return SECRET_SETTINGS.has(name) ? `sha256:${createHash('sha256').update(value).digest('hex')}` : value;
}

/** Environment variables as the build reads them. */
export type Environment = Record<string, string | undefined>;

export type BuildSettings = Record<(typeof BUILD_SETTING_NAMES)[number], string | null>;

export function buildSettingsFrom(env: Environment): BuildSettings {
  return Object.fromEntries(BUILD_SETTING_NAMES.map((name) => [name, env[name] ? recorded(name, env[name]) : null])) as BuildSettings;
}

export function buildSettingsFile(projectRoot: string): string {
  return path.join(projectRoot, '.next', 'build-settings.json');
}

export function writeBuildSettings(projectRoot: string, env: Environment): void {
  fs.mkdirSync(path.dirname(buildSettingsFile(projectRoot)), { recursive: true });
  fs.writeFileSync(buildSettingsFile(projectRoot), `${JSON.stringify(buildSettingsFrom(env), null, 2)}\n`);
}

/** The settings of the last build, or null when there is no readable record. */
export function readBuildSettings(projectRoot: string): BuildSettings | null {
  try {
    const recorded = JSON.parse(fs.readFileSync(buildSettingsFile(projectRoot), 'utf8')) as Partial<BuildSettings>;
    return Object.fromEntries(
      BUILD_SETTING_NAMES.map((name) => [name, typeof recorded[name] === 'string' ? recorded[name] : null]),
    ) as BuildSettings;
  } catch {
    return null;
  }
}

export function sameBuildSettings(a: BuildSettings, b: BuildSettings): boolean {
  return BUILD_SETTING_NAMES.every((name) => a[name] === b[name]);
}
