import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  describeCores,
  hasTaskset,
  lighthouseChromeFlags,
  npxCommand,
  planCores,
  rendererPrefixScript,
} from '../../scripts/lib/lighthouseCores';

describe('the Lighthouse benchmark’s cores', () => {
  it('gives the page’s renderer the last core and the rest to everything else', () => {
    expect(planCores(2, true)).toEqual({ pageCores: '1', toolCores: '0' });
    expect(planCores(8, true)).toEqual({ pageCores: '7', toolCores: '0-6' });
  });

  it('shares the cores without taskset, on one core, or on a count that is not one', () => {
    expect(planCores(4, false)).toBeNull();
    expect(planCores(1, true)).toBeNull();
    expect(planCores(Number.NaN, true)).toBeNull();
  });

  it('starts npx on the tools’ cores, or as it is', () => {
    expect(npxCommand({ pageCores: '3', toolCores: '0-2' })).toEqual({ command: 'taskset', args: ['-c', '0-2', 'npx'] });
    expect(npxCommand(null)).toEqual({ command: 'npx', args: [] });
  });

  it('adds the renderer prefix to Chromium’s flags, and refuses a path Lighthouse would split', () => {
    expect(lighthouseChromeFlags(null)).toBe('--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage');
    expect(lighthouseChromeFlags('/tmp/x/prefix.sh')).toBe(
      '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --renderer-cmd-prefix=/tmp/x/prefix.sh',
    );
    expect(() => lighthouseChromeFlags('/tmp/my dir/prefix.sh')).toThrow('has a space');
  });

  it('says which way it ran', () => {
    expect(describeCores({ pageCores: '1', toolCores: '0' }, '')).toBe(
      "Cores: the page's renderer on core 1; Lighthouse, Chromium's other processes and the server on 0",
    );
    expect(describeCores(null, 'the default')).toBe('Cores: shared by every process (the default)');
  });

  it('runs what the prefix script is given on the page’s core (this machine’s last core)', () => {
    const plan = planCores(os.availableParallelism(), hasTaskset());
    if (!plan) {
      // A single core or no taskset: the benchmark shares the cores, and says so.
      expect(describeCores(plan, 'no taskset, or a single core')).toMatch(/^Cores: shared/);
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cores-'));
    const script = path.join(dir, 'prefix.sh');
    fs.writeFileSync(script, rendererPrefixScript(plan), { mode: 0o755 });
    try {
      const result = spawnSync(script, ['grep', 'Cpus_allowed_list', '/proc/self/status'], { encoding: 'utf8' });
      expect(result.stdout.trim()).toBe(`Cpus_allowed_list:\t${plan.pageCores}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
