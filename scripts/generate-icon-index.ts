/**
 * Before the build: the data of the Material Icons tool (src/tools/MaterialIconSearch.tsx), in
 * public/static/material-icons/ (generated, not committed). See src/tools/materialIcons/iconIndex.ts
 * for the files: `index.json` (names, themes, synonyms) and the icons' SVG in chunk files.
 *
 * Every `esm/<Name>.js` of @mui/icons-material is an icon. Its SVG children are read by running the
 * package's CommonJS twin (`<Name>.js`) with a stand-in for `createSvgIcon` that returns the
 * elements it is given; nothing is bundled and no icon reaches the browser's first load.
 *
 * Cached: when the package version and the sources that shape the output are unchanged (the
 * `.stamp` file holds their hash), it only checks the stamp.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { Fragment, isValidElement } from 'react';
import {
  CHUNK_SIZE,
  ICON_DATA_URL,
  chunkFileName,
  chunksOf,
  groupIconNames,
  namesInTheme,
  type IconChunk,
  type IconIndex,
  type SvgNode,
} from '../src/tools/materialIcons/iconIndex';
import { SYNONYM_GROUPS } from '../src/tools/materialIcons/synonyms';
import { ICON_THEMES, componentName } from '../src/tools/materialIcons/themes';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'public', ICON_DATA_URL);
const stampFile = path.join(outDir, '.stamp');
const packageDir = path.dirname(require.resolve('@mui/icons-material/package.json', { paths: [root] }));
const packageRequire = createRequire(path.join(packageDir, 'package.json'));

/** The sources whose change changes the output (this file and the modules it reads the format from). */
const SOURCES = [
  __filename,
  ...['iconIndex.ts', 'synonyms.ts', 'themes.ts'].map((file) => path.join(root, 'src', 'tools', 'materialIcons', file)),
];

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function cacheKey(version: string): string {
  const hash = crypto.createHash('sha256').update(version);
  for (const file of SOURCES) {
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The icons' component names: every `esm/<Name>.js` whose name is a component's. */
function listIcons(): string[] {
  return fs
    .readdirSync(path.join(packageDir, 'esm'))
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.js$/.test(file))
    .map((file) => file.slice(0, -3));
}

/** Children as a list, fragments (`<>…</>`, which some icons wrap their paths in) opened. */
function childList(children: unknown): unknown[] {
  return (Array.isArray(children) ? children : [children]).flatMap((child) =>
    isValidElement(child) && child.type === Fragment ? childList((child.props as { children?: unknown }).children) : [child],
  );
}

/** An element tree as data, without React's keys; only SVG content (tags and attribute values). */
function toSvgNode(element: unknown, icon: string): SvgNode {
  if (!isValidElement(element) || typeof element.type !== 'string') {
    throw new Error(`${icon}: expected SVG elements, got ${JSON.stringify(element)}`);
  }
  const { children, ...props } = element.props as Record<string, unknown> & { children?: unknown };
  for (const [name, value] of Object.entries(props)) {
    if ((typeof value !== 'string' && typeof value !== 'number') || /^on|^dangerously/i.test(name)) {
      throw new Error(`${icon}: unexpected prop ${name} on <${element.type}>`);
    }
  }
  const node: SvgNode = [element.type, props as Record<string, string | number>];
  if (children !== undefined) {
    node.push(childList(children).map((child) => toSvgNode(child, icon)));
  }
  return node;
}

/** Runs an icon's CommonJS module with a createSvgIcon that hands back its children. */
function readIcon(name: string): SvgNode[] {
  const file = path.join(packageDir, `${name}.js`);
  const source = fs.readFileSync(file, 'utf8');
  const cjsModule = { exports: {} as { default?: unknown } };
  const fakeCreateSvgIcon = (children: unknown) => ({ children });
  const localRequire = (request: string) => {
    if (request === './utils/createSvgIcon') {
      return { __esModule: true, default: fakeCreateSvgIcon };
    }
    return packageRequire(request);
  };
  new Function('exports', 'require', 'module', '__filename', '__dirname', source)(
    cjsModule.exports,
    localRequire,
    cjsModule,
    file,
    packageDir,
  );
  const icon = cjsModule.exports.default as { children?: unknown } | undefined;
  if (!icon || icon.children === undefined) {
    throw new Error(`${name}: not an icon module (no createSvgIcon call)`);
  }
  return childList(icon.children).map((child) => toSvgNode(child, name));
}

function main() {
  const started = performance.now();
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const key = cacheKey(version);
  const fresh =
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8').trim() === key &&
    fs.existsSync(path.join(outDir, 'index.json')) &&
    fs.existsSync(path.join(outDir, key));
  if (fresh) {
    console.log(`Material icons: unchanged (@mui/icons-material ${version}), ${((performance.now() - started) / 1000).toFixed(2)} s`);
    return;
  }

  const componentNames = listIcons();
  const { names, themes } = groupIconNames(componentNames);
  const index: IconIndex = {
    version,
    key,
    chunkSize: CHUNK_SIZE,
    names,
    themes,
    synonyms: SYNONYM_GROUPS.map((group) => [...new Set(group)]),
  };

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, key), { recursive: true });
  let files = 0;
  let chunkBytes = 0;
  let chunkGzip = 0;
  let largestGzip = 0;
  for (const theme of ICON_THEMES) {
    chunksOf(namesInTheme(index, theme), CHUNK_SIZE).forEach((chunkNames, chunk) => {
      const data: IconChunk = {};
      for (const base of chunkNames) {
        const name = componentName(base, theme);
        data[name] = readIcon(name);
      }
      const text = JSON.stringify(data);
      fs.writeFileSync(path.join(outDir, key, chunkFileName(theme, chunk)), text);
      const zipped = gzip(text);
      files += 1;
      chunkBytes += text.length;
      chunkGzip += zipped;
      largestGzip = Math.max(largestGzip, zipped);
    });
  }
  const indexText = JSON.stringify(index);
  fs.writeFileSync(path.join(outDir, 'index.json'), indexText);
  fs.writeFileSync(stampFile, `${key}\n`);
  console.log(
    [
      `Material icons: ${names.length} icons, ${componentNames.length} components (@mui/icons-material ${version})`,
      `index.json ${kB(indexText.length)} (${kB(gzip(indexText))} gzip)`,
      `${files} chunk files of ${CHUNK_SIZE} icons, ${kB(chunkBytes)} (${kB(chunkGzip)} gzip; largest ${kB(largestGzip)} gzip)`,
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
    ].join('; '),
  );
}

main();
