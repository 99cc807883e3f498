/** Server-only: the code of a demo in every styling and language, highlighted. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { extractPreview, formatTypeScript, toJavaScript } from './demoSources';
import { findDemoSource, STYLING_ORDER } from './demoFiles';
import { highlightCode } from '../renderMarkdown';
import type { DemoCodeFile, DemoData } from '../../demos/types';

/** Where the build publishes each demo's code (fetched on demand, not part of the page). */
export const DEMO_CODE_DIR = path.join('public', 'static', 'demos', 'code');

export function demoKey(dataDir: string, pageDir: string, name: string): string {
  return `${path.relative(dataDir, pageDir).split(path.sep).join('/')}/${name}`;
}

export function demoCodeUrl(key: string): string {
  return `/static/demos/code/${key.replace(/\//g, '__')}.json`;
}

export interface BuiltDemo {
  data: DemoData;
  code: DemoCodeFile;
}

/** Formats, converts to JavaScript and highlights every styling of one demo. */
export async function buildDemo(dataDir: string, pageDir: string, name: string): Promise<BuiltDemo> {
  const { files } = findDemoSource(pageDir, name);
  const key = demoKey(dataDir, pageDir, name);
  const stylings = STYLING_ORDER.filter((styling) => files[styling]);
  const code: DemoCodeFile = {};
  const previews: DemoData['previews'] = {};
  for (const styling of stylings) {
    const file = files[styling]!;
    const ts = await formatTypeScript(await fs.readFile(file, 'utf8'));
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
  return { data: { name, key, stylings, codeUrl: demoCodeUrl(key), previews }, code };
}

/** The file scripts/generate-demos.ts writes for a demo: the page data and the full code. */
export function builtDemoFile(projectRoot: string, key: string): string {
  return path.join(projectRoot, DEMO_CODE_DIR, `${key.replace(/\//g, '__')}.json`);
}

/** Reads what the generator built for a demo (the build runs the generator first). */
export async function readBuiltDemo(dataDir: string, pageDir: string, name: string): Promise<BuiltDemo> {
  const file = builtDemoFile(path.dirname(dataDir), demoKey(dataDir, pageDir, name));
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    throw new Error(`Demo ${name} of ${pageDir} is not built: run \`npm run generate:demos\` (the build does).`);
  }
}
