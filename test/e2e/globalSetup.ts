import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { readBuildSettings } from '../../scripts/lib/buildSettings';
import { CHROMIUM_PATH } from './browser';
import { startAdFixtures } from './adFixtures';

declare global {
  var e2eServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  var e2eAdFixtures: Awaited<ReturnType<typeof startAdFixtures>> | undefined;
}

/** The loopback port of the ad endpoints the build calls, or null when they are off or elsewhere. */
function adFixturePort(settings: ReturnType<typeof readBuildSettings>): number | null {
  const urls = [settings?.NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL, settings?.NEXT_PUBLIC_AD_FEED_URL].filter(Boolean) as string[];
  const ports = new Set(
    urls
      .map((url) => new URL(url))
      .filter((url) => url.hostname === '127.0.0.1')
      .map((url) => Number(url.port)),
  );
  return ports.size === 1 ? [...ports][0] : null;
}

export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  const root = path.resolve(__dirname, '..', '..');
  const outDir = path.join(root, 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('out/ has no exported site: run `npm run build` before the e2e suite.');
  }
  globalThis.e2eServer = await startStaticServer(outDir, 0);
  // Test files run in workers started after this, which inherit the environment.
  process.env.E2E_BASE_URL = globalThis.e2eServer.url;

  const settings = readBuildSettings(root);
  const port = adFixturePort(settings);
  if (port !== null) {
    globalThis.e2eAdFixtures = await startAdFixtures(port);
    process.env.E2E_AD_NETWORK_URL = settings!.NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL!;
    process.env.E2E_AD_FEED_URL = settings!.NEXT_PUBLIC_AD_FEED_URL!;
  }
}
