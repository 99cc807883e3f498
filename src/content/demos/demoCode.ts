/** Server-only: the code of a demo in every styling and language, highlighted. */
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import { extractPreview, formatTypeScript, toJavaScript } from './demoSources';
import { findDemoSource, STYLING_ORDER } from './demoFiles';
import { muiXPlanOf } from './commercialImports';
import { highlightCode } from '../renderMarkdown';
import type { DemoCodeFile, DemoData } from '../../demos/types';
import { previewsUrl, type DemoPreviews, type PagePreviews } from '../../demos/demoPreviews';

/** Where the build publishes each demo's code (fetched on demand, not part of the page). */
export const DEMO_CODE_DIR = path.join('public', 'static', 'demos', 'code');

export function demoKey(dataDir: string, pageDir: string, name: string): string {
  return `${path.relative(dataDir, pageDir).split(path.sep).join('/')}/${name}`;
}

export function demoCodeUrl(key: string): string {
  return `/static/demos/code/${key.replace(/\//g, '__')}.json`;
}

/** What the build publishes for each demo (`builtDemoFile`): what pages get, and the code fetched on demand. */
export interface PublishedDemo {
  data: DemoData;
  code: DemoCodeFile;
}

/** The previews are published per page (`pagePreviewsFile`), neither in the page data nor in the demo's file. */
export interface BuiltDemo extends PublishedDemo {
  previews: DemoPreviews;
}

/** Formats, converts to JavaScript and highlights every styling of one demo. */
export async function buildDemo(dataDir: string, pageDir: string, name: string): Promise<BuiltDemo> {
  const { files } = findDemoSource(pageDir, name);
  const key = demoKey(dataDir, pageDir, name);
  const stylings = STYLING_ORDER.filter((styling) => files[styling]);
  const code: DemoCodeFile = {};
  const previews: DemoPreviews = {};
  let plan: DemoData['plan'];
  for (const styling of stylings) {
    const file = files[styling]!;
    const ts = await formatTypeScript(await fs.readFile(file, 'utf8'));
    plan ??= muiXPlanOf(ts);
    const js = await toJavaScript(ts, file);
    code[styling] = { ts: await highlightCode(ts, 'tsx'), js: await highlightCode(js, 'jsx') };
    const cssModules = [...ts.matchAll(/from '\.\/([\w-]+\.module\.css)'/g)].map((match) => match[1]);
    if (cssModules.length > 0) {
      code[styling]!.files = Object.fromEntries(
        await Promise.all(cssModules.map(async (css) => [css, await fs.readFile(path.join(path.dirname(file), css), 'utf8')])),
      );
    }
    const previewTs = extractPreview(ts);
    const previewJs = extractPreview(js);
    if (previewTs && previewJs) {
      previews[styling] = { ts: await highlightCode(previewTs, 'tsx'), js: await highlightCode(previewJs, 'jsx') };
    }
  }
  const previewStylings = stylings.filter((styling) => previews[styling]);
  return { data: { name, key, stylings, codeUrl: demoCodeUrl(key), previewStylings, ...(plan ? { plan } : {}) }, code, previews };
}

/** The file scripts/generate-demos.ts writes for a demo: the page data and the full code. */
export function builtDemoFile(projectRoot: string, key: string): string {
  return path.join(projectRoot, DEMO_CODE_DIR, `${key.replace(/\//g, '__')}.json`);
}

/** The file scripts/generate-demos.ts writes with the previews of a page's demos. */
export function pagePreviewsFile(projectRoot: string, pageKey: string): string {
  return path.join(projectRoot, 'public', previewsUrl(pageKey));
}

/** Reads what the generator built for a demo (the build runs the generator first). */
export async function readBuiltDemo(dataDir: string, pageDir: string, name: string): Promise<PublishedDemo> {
  const file = builtDemoFile(path.dirname(dataDir), demoKey(dataDir, pageDir, name));
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    throw new Error(`Demo ${name} of ${pageDir} is not built: run \`npm run generate:demos\` (the build does).`);
  }
}

/** The previews of a page's demos, as the generator published them (none for a page without demos). */
export function readPagePreviews(projectRoot: string, pageKey: string): PagePreviews {
  const file = pagePreviewsFile(projectRoot, pageKey);
  if (!fsSync.existsSync(file)) {
    throw new Error(`The previews of ${pageKey} are not built: run \`npm run generate:demos\` (the build does).`);
  }
  return JSON.parse(fsSync.readFileSync(file, 'utf8')) as PagePreviews;
}
