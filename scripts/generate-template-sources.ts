/**
 * The source of each live template (data/material/templates/<slug>/), checked, in TypeScript and
 * JavaScript, highlighted, as public/static/templates/<slug>.json (generated, not committed): the
 * template page fetches it when a reader opens the source or a sandbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATES } from '../data/material/templates/templates';
import { buildTemplateSource, readTemplateFolder } from './lib/templateSources';
import { TEMPLATE_SOURCE_DIR } from '../src/templates/templateSource';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public', TEMPLATE_SOURCE_DIR);

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const info of TEMPLATES) {
    const source = await buildTemplateSource(info, readTemplateFolder(path.join(root, 'data', 'material', 'templates', info.slug)));
    fs.writeFileSync(path.join(outDir, `${info.slug}.json`), JSON.stringify(source));
    console.log(`${info.slug}: ${source.TS.length} files`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
