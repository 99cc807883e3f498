import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale } from './lib/buildFreshness';

const root = path.resolve(__dirname, '..');

if (isBuildStale(root)) {
  console.log('out/ is missing or older than the sources: building the site…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
} else {
  console.log('out/ is up to date.');
}
const serve = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'serve.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(serve.status ?? 0);
