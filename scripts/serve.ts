import path from 'node:path';
import fs from 'node:fs';
import { startStaticServer } from './lib/staticServer';

const outDir = path.resolve(__dirname, '..', 'out');

async function main() {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error('out/ has no exported site: run `npm run build` first (or `npm start`, which builds).');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const { url } = await startStaticServer(outDir, port);
  console.log(`Serving ${path.relative(process.cwd(), outDir) || outDir} at ${url}/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
