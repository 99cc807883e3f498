import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_ROUTES, directorySize, kB, listExportedPages, measureRoute } from './lib/measure';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const skipBuild = process.argv.includes('--no-build');

let buildSeconds: number | null = null;
if (!skipBuild) {
  const started = process.hrtime.bigint();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error('The build failed; nothing to measure.');
    process.exit(build.status ?? 1);
  }
  buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
}

const pages = listExportedPages(outDir);
const routes = Object.fromEntries(Object.entries(BENCH_ROUTES).map(([type, route]) => [type, measureRoute(outDir, route)]));
const results = {
  date: new Date().toISOString(),
  buildSeconds,
  exportedPages: pages.length,
  outBytes: directorySize(outDir),
  searchIndexBytes: fs.existsSync(path.join(outDir, 'pagefind')) ? directorySize(path.join(outDir, 'pagefind')) : 0,
  routes,
};

console.log(`build wall time   ${buildSeconds === null ? 'not run (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
console.log(`exported pages    ${results.exportedPages}`);
console.log(`size of out/      ${(results.outBytes / 1e6).toFixed(2)} MB`);
console.log(
  `search index      ${(results.searchIndexBytes / 1e6).toFixed(2)} MB (out/pagefind/; npm run bench:search measures what a reader downloads)`,
);
console.log('');
console.log('route type   route                     JS raw     JS gzip    HTML raw   HTML gzip  scripts');
for (const [type, measure] of Object.entries(routes)) {
  console.log(
    [
      type.padEnd(12),
      measure.route.padEnd(25),
      kB(measure.js.raw).padEnd(10),
      kB(measure.js.gzip).padEnd(10),
      kB(measure.html.raw).padEnd(10),
      kB(measure.html.gzip).padEnd(10),
      String(measure.js.files.length),
    ].join(' '),
  );
}

fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten to bench/results.json');
