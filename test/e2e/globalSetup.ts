import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { CHROMIUM_PATH } from './browser';

declare global {
  var e2eServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
}

export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  const outDir = path.resolve(__dirname, '..', '..', 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('out/ has no exported site: run `npm run build` before the e2e suite.');
  }
  globalThis.e2eServer = await startStaticServer(outDir, 0);
  // Test files run in workers started after this, which inherit the environment.
  process.env.E2E_BASE_URL = globalThis.e2eServer.url;
}
