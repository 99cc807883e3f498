import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildSettingsFrom,
  readBuildSettings,
  sameBuildSettings,
  writeBuildSettings,
  type Environment,
} from '../../scripts/lib/buildSettings';
import { isBuildStale } from '../../scripts/lib/buildFreshness';

function projectWithBuild(env: Environment): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-settings-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'a.ts'), '');
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(root, 'src', 'a.ts'), past, past);
  fs.utimesSync(path.join(root, 'src'), past, past);
  fs.mkdirSync(path.join(root, 'out'));
  fs.writeFileSync(path.join(root, 'out', 'index.html'), '<html></html>');
  writeBuildSettings(root, env);
  return root;
}

describe('build settings', () => {
  const feed = { NEXT_PUBLIC_AD_FEED_URL: 'http://127.0.0.1:4000/feed.json' };

  it('records the settings a build bakes in and reads them back', () => {
    const root = projectWithBuild(feed);
    expect(readBuildSettings(root)).toEqual(buildSettingsFrom(feed));
    expect(readBuildSettings(root)?.NEXT_PUBLIC_AD_FEED_URL).toBe(feed.NEXT_PUBLIC_AD_FEED_URL);
    expect(readBuildSettings(root)?.SITE_ORIGIN).toBeNull();
  });

  it('treats an empty value as unset, and compares every setting', () => {
    expect(sameBuildSettings(buildSettingsFrom({ SITE_ORIGIN: '' }), buildSettingsFrom({}))).toBe(true);
    expect(sameBuildSettings(buildSettingsFrom(feed), buildSettingsFrom({}))).toBe(false);
  });

  it('records the MUI X license key as a digest only, which still tells one key from another', () => {
    const key = { NEXT_PUBLIC_MUI_X_LICENSE_KEY: 'dummy-key-for-the-record-test' };
    const root = projectWithBuild(key);
    const record = fs.readFileSync(path.join(root, '.next', 'build-settings.json'), 'utf8');
    expect(record).not.toContain('dummy-key-for-the-record-test');
    expect(readBuildSettings(root)?.NEXT_PUBLIC_MUI_X_LICENSE_KEY).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(isBuildStale(root, key)).toBe(false);
    expect(isBuildStale(root, { NEXT_PUBLIC_MUI_X_LICENSE_KEY: 'another-dummy-key' })).toBe(true);
    expect(isBuildStale(root, {})).toBe(true);
  });

  it('gives null for a missing or corrupted record', () => {
    const root = projectWithBuild({});
    fs.writeFileSync(path.join(root, '.next', 'build-settings.json'), '{not json');
    expect(readBuildSettings(root)).toBeNull();
    expect(readBuildSettings(path.join(root, 'nowhere'))).toBeNull();
  });

  it('makes out/ stale when the environment differs from the recorded build', () => {
    const root = projectWithBuild(feed);
    expect(isBuildStale(root, feed)).toBe(false);
    expect(isBuildStale(root, {})).toBe(true);
    fs.rmSync(path.join(root, '.next', 'build-settings.json'));
    expect(isBuildStale(root, feed)).toBe(true);
  });
});
