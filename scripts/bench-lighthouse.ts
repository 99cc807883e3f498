/**
 * `npm run bench:lighthouse -- [--runs=3] [routes…]`: Lighthouse (mobile, its default simulated
 * throttling) against the exported site in out/, served as `npm start` serves it, and the median of
 * each figure over the runs. Lighthouse runs through npx at a pinned version (it is a large tool
 * only this benchmark needs) with Debian's Chromium. CPU-bound figures vary on a busy machine:
 * run it when nothing else runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from './lib/staticServer';
import { CHROMIUM_PATH } from './lib/chromium';
import { formatRun, medianRun, readLighthouseRun, type LighthouseRun } from './lib/lighthouseReport';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const DEFAULT_ROUTES = [
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/react-dialog/',
  '/experiments/docs/demos/',
  '/material-ui/api/button/',
  '/',
];

function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdio: ['ignore', 'ignore', 'inherit'] },
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    spawn(command, args, options).on('error', reject).on('exit', resolve);
  });
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const outDir = path.resolve(__dirname, '..', 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('out/ has no exported site: run `npm run build` first.');
  }
  const { url, close } = await startStaticServer(outDir);
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    for (const route of routes.length ? routes : DEFAULT_ROUTES) {
      const results: LighthouseRun[] = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        const report = path.join(reportDir, `run-${attempt}.json`);
        // Asynchronously: this process also serves the site Lighthouse is loading.
        const status = await run(
          'npx',
          [
            '-y',
            LIGHTHOUSE,
            `${url}${route}`,
            '--only-categories=performance',
            '--output=json',
            `--output-path=${report}`,
            '--quiet',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
          ],
          { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        if (status !== 0) {
          throw new Error(`Lighthouse failed on ${route} (exit ${status})`);
        }
        results.push(readLighthouseRun(JSON.parse(fs.readFileSync(report, 'utf8'))));
      }
      console.log(formatRun(route, medianRun(results), runs));
    }
  } finally {
    await close();
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
