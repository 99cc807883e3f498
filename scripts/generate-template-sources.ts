/**
 * The source of each live template (data/<product>/templates/<slug>/), checked, in TypeScript and
 * JavaScript, highlighted, as public/static/templates/<id>.json (generated, not committed): the
 * template page fetches it when a reader opens the source or a sandbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allTemplates, templateId } from '../src/templates/templateRoutes';
import { buildTemplateSource, readTemplateFolder, templateFolder } from './lib/templateSources';
import { TEMPLATE_SOURCE_DIR } from '../src/templates/templateSource';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public', TEMPLATE_SOURCE_DIR);

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const template of allTemplates()) {
    const source = await buildTemplateSource(template, readTemplateFolder(templateFolder(root, template)));
    fs.writeFileSync(path.join(outDir, `${templateId(template)}.json`), JSON.stringify(source));
    console.log(`${templateId(template)}: ${source.TS.length} files`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
