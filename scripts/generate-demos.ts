/**
 * Before the build (and before type-checking): finds every demo embedded in the Markdown
 * (`{{demo:Name}}`), checks that each has its TypeScript source and that its JavaScript variant
 * can be generated, publishes each demo's highlighted code (TS and JS, every styling) as JSON
 * that pages fetch on demand, writes the islands' loaders (.generated/islands/: a map of pages,
 * and per page one loader per demo, playground and tool, each a chunk of its own; see
 * src/islands/islandRegistry.ts)
 * and builds the Tailwind CSS of the Tailwind variants and the Joy UI demo theme's style sheet.
 *
 * A demo's JSON is cached in .demo-cache/ under a hash of its sources, the tools' versions and
 * the generator's code (scripts/lib/demoCache.ts); the demos the cache lacks are built on worker
 * threads, one per core, and this thread writes every file, in the same order as ever.
 *
 * A problem (a missing demo, one whose JavaScript cannot be generated) fails the run before anything
 * is written; with `--keep-going` (authors at work on several pages) the rest is written first.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { findDemoSource, STYLING_ORDER } from '../src/content/demos/demoFiles';
import { importsCommercialMuiX } from '../src/content/demos/commercialImports';
import { builtDemoFile, demoKey, pagePreviewsFile, type BuiltDemo } from '../src/content/demos/demoCode';
import { PREVIEWS_PATH, type PagePreviews } from '../src/demos/demoPreviews';
import { joyDemoTheme } from '../src/demos/joyDemoTheme';
import { JOY_THEME_STYLESHEET } from '../src/demos/joyThemeStyleSheet';
import { demoThemeStyleSheets } from '../src/demos/DemoThemeProvider';
import { MATERIAL_THEME_STYLESHEET } from '../src/demos/materialThemeStyleSheet';
import { styleSheetsCss, type StyleSheetRules } from '../src/theme/styleSheetsCss';
import { listContentFiles, PAGE_FILE_NAME } from '../src/content/contentFiles';
import { readPageFile } from '../src/content/readPage';
import { playgroundDataOf } from '../src/content/playgroundData';
import { cssVarsModuleFile } from '../src/content/cssVarsModules';
import { checkCssVariables, type CssVariableControl } from '../src/playground/cssVariables';
import { DEMO_CACHE_DIR, DemoCache, demoCacheKeyFor, readSharedKeyParts } from './lib/demoCache';
import { runInWorkers } from './lib/workerPool';
import type { DemoResult, DemoTask } from './lib/demoBuildWorker';

const root = path.resolve(__dirname, '..');
// Authors' loop with several pages in the works: a page's problem does not hold back the others' registration.
const keepGoing = process.argv.includes('--keep-going');
const islandsDir = path.join(root, '.generated', 'islands');
const islandPagesFile = path.join(islandsDir, 'pages.ts');
const playgroundView = path.join(root, 'src', 'playground', 'PlaygroundView.tsx');
const cssVarsView = path.join(root, 'src', 'playground', 'CssVarsPlaygroundView.tsx');
// Joy UI's demos and playgrounds render in Joy's own theme.
const joyThemeProvider = path.join(root, 'src', 'demos', 'JoyDemoThemeProvider.tsx');
const tailwindInput = path.join(root, 'src', 'demos', 'tailwind.css');
// Sets the MUI X license key; loaded with every demo that imports a Pro or Premium package.
const muiXLicense = path.join(root, 'src', 'demos', 'muiXLicense.ts');
const tailwindOutput = path.join(root, 'public', 'static', 'demos', 'tailwind.css');

/** Module path from the generated folder to a file, without its extension. */
function importPath(fromDir: string, file: string): string {
  const relative = path
    .relative(fromDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** A demo to publish: where its JSON goes, and the JSON once the cache or a worker has it. */
interface PlannedDemo {
  page: string;
  pageKey: string;
  task: DemoTask;
  cacheKey: string;
  output: string;
  json: string | null;
}

function writeIfChanged(file: string, text: string): void {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    fs.writeFileSync(file, text);
  }
}

async function main() {
  const registryEntries: string[] = [];
  const pageModules: { file: string; entries: string[]; playgroundEntries: string[]; toolEntries: string[]; cssVarsEntries: string[] }[] =
    [];
  const problems: string[] = [];
  const demos: PlannedDemo[] = [];
  const pagesDir = path.join(islandsDir, 'pages');
  const dataDir = path.join(root, 'data');
  const cache = new DemoCache(root);
  const sharedKeyParts = readSharedKeyParts(root);
  // Not emptied first: a running dev server would briefly miss the loaders (500s). Files are
  // rewritten only when they change, and stale page modules are removed at the end.
  fs.mkdirSync(pagesDir, { recursive: true });
  let playgroundCount = 0;
  // Each page's previews in one file: the page's HTML has them, its data does not (src/demos/demoPreviews.ts).
  const previewsByPage = new Map<string, PagePreviews>();
  for (const file of listContentFiles(root).filter((markdown) => path.basename(markdown) === PAGE_FILE_NAME)) {
    const pageDir = path.dirname(file);
    const page = path.relative(root, file);
    let content;
    try {
      content = readPageFile(page, root);
    } catch (error) {
      problems.push((error as Error).message.split('\n')[0]);
      continue;
    }
    const { demos: names, playgrounds: playgroundRefs, tools, cssVars } = content;
    const playgrounds = playgroundRefs.map(({ component }) => component);
    if (names.length + playgrounds.length + tools.length + cssVars.length === 0) {
      continue;
    }
    // data/<tree>/content/…: the tree whose API data names the playgrounds' components.
    const treeId = path.relative(dataDir, file).split(path.sep)[0];
    const pageKey = path.relative(dataDir, pageDir).split(path.sep).join('/');
    const pageModule = path.join(pagesDir, `${pageKey.replace(/\//g, '__')}.ts`);
    previewsByPage.set(pageKey, {});
    const entries: string[] = [];
    for (const name of names) {
      try {
        const source = findDemoSource(pageDir, name);
        const key = demoKey(dataDir, pageDir, name);
        const cacheKey = demoCacheKeyFor(root, key, source, sharedKeyParts);
        demos.push({
          page,
          pageKey,
          task: { dataDir, pageDir, name },
          cacheKey,
          output: builtDemoFile(root, key),
          json: cache.read(cacheKey),
        });
        const stylings = STYLING_ORDER.filter((styling) => source.files[styling]);
        // Every styling of a demo is in its HTML (the reader's choice shows one), so all hydrate together.
        const imports = stylings.map((styling) => `import('${importPath(pagesDir, source.files[styling]!)}')`);
        // Last, so the stylings keep their indexes; it runs before the demo renders, as every module does.
        if (stylings.some((styling) => importsCommercialMuiX(fs.readFileSync(source.files[styling]!, 'utf8')))) {
          imports.push(`import('${importPath(pagesDir, muiXLicense).replace(/\.ts$/, '')}')`);
        }
        const parts = stylings.map((styling, index) => `${styling}: modules[${index}].default`);
        if (treeId === 'joy') {
          parts.push(`Theme: modules[${imports.length}].default`);
          imports.push(`import('${importPath(pagesDir, joyThemeProvider)}')`);
        }
        entries.push(`    ${name}: () => Promise.all([${imports.join(', ')}]).then((modules) => ({ ${parts.join(', ')} })),`);
      } catch (error) {
        problems.push(`${page} · ${name}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    playgroundCount += playgrounds.length + cssVars.length;
    const playgroundEntries = playgroundRefs.flatMap(({ component: name, args }) => {
      try {
        const { importPath: packageImport, childElements, render } = playgroundDataOf(treeId, name, args);
        const renderFile = render === undefined ? undefined : path.join(pageDir, `${render.module}.tsx`);
        if (renderFile !== undefined && !fs.existsSync(renderFile)) {
          throw new Error(
            `the playground of ${name} renders with ${render!.module}, and ${path.relative(root, renderFile)} does not exist`,
          );
        }
        const component = renderFile === undefined ? packageImport : importPath(pagesDir, renderFile);
        const extras = [...new Map(childElements.map((element) => [element.name, element.importPath]))];
        const modules = [
          `import('${component}')`,
          `import('${importPath(pagesDir, playgroundView)}')`,
          ...(treeId === 'joy' ? [`import('${importPath(pagesDir, joyThemeProvider)}')`] : []),
          ...extras.map(([, from]) => `import('${from}')`),
        ];
        const first = treeId === 'joy' ? 3 : 2;
        const elements = extras.map(([element], index) => `${element}: anyProps(modules[${first + index}])`).join(', ');
        return [
          `    ${name}: () => Promise.all([${modules.join(', ')}]).then((modules) => ({ Component: anyProps(modules[0]), View: modules[1].default${treeId === 'joy' ? ', Preview: modules[2].default' : ''}, Elements: { ${elements} } })),`,
        ];
      } catch (error) {
        problems.push(`${page} · ${(error as Error).message}`);
        return [];
      }
    });
    const toolEntries = tools.flatMap((name) => {
      const tool = path.join(root, 'src', 'tools', `${name}.tsx`);
      if (!fs.existsSync(tool)) {
        problems.push(`${page} · the tool ${name} has no ${path.relative(root, tool)}`);
        return [];
      }
      return [`    ${name}: () => import('${importPath(pagesDir, tool)}').then((module) => ({ Tool: module.default })),`];
    });
    const cssVarsEntries: string[] = [];
    for (const name of cssVars) {
      try {
        const moduleFile = cssVarsModuleFile(pageDir, name);
        // A slider that cannot work (min above max, a misspelt variable) fails here, not in a reader's browser.
        const { variables } = (await import(moduleFile)) as { variables: readonly CssVariableControl[] };
        checkCssVariables(path.relative(root, moduleFile), variables ?? []);
        const modules = [
          `import('${importPath(pagesDir, moduleFile)}')`,
          `import('${importPath(pagesDir, cssVarsView)}')`,
          ...(treeId === 'joy' ? [`import('${importPath(pagesDir, joyThemeProvider)}')`] : []),
        ];
        const theme = treeId === 'joy' ? ', Theme: modules[2].default' : '';
        cssVarsEntries.push(
          `    ${name}: () => Promise.all([${modules.join(', ')}]).then((modules) => ({ View: modules[1].default, Preview: modules[0].default, component: modules[0].component, variables: modules[0].variables${theme} })),`,
        );
      } catch (error) {
        problems.push(`${page} · ${(error as Error).message}`);
      }
    }
    pageModules.push({ file: pageModule, entries, playgroundEntries, toolEntries, cssVarsEntries });
    registryEntries.push(`  '${pageKey}': () => import('./pages/${path.basename(pageModule, '.ts')}'),`);
  }

  // Only the demos the cache lacks are built, across the cores; this thread writes every result.
  const misses = demos.filter((demo) => demo.json === null);
  const results = await runInWorkers<DemoTask, DemoResult>(
    path.join(__dirname, 'lib', 'demoBuildWorker.ts'),
    misses.map((demo) => demo.task),
  );
  for (const [index, result] of results.entries()) {
    const demo = misses[index];
    if ('error' in result) {
      problems.push(`${demo.page} · ${demo.task.name}: ${result.error.split('\n')[0]}`);
    } else {
      demo.json = result.json;
      cache.write(demo.cacheKey, result.json);
    }
  }
  const report = () => console.error(`Demos: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  if (problems.length > 0 && !keepGoing) {
    report();
    process.exit(1);
  }
  cache.prune();
  // With --keep-going a demo whose JavaScript could not be built is registered without its code.
  for (const demo of demos.filter(({ json }) => json !== null)) {
    fs.mkdirSync(path.dirname(demo.output), { recursive: true });
    const { previews, ...published } = JSON.parse(demo.json!) as BuiltDemo;
    fs.writeFileSync(demo.output, JSON.stringify(published));
    if (Object.keys(previews).length > 0) {
      previewsByPage.get(demo.pageKey)![demo.task.name] = previews;
    }
  }
  fs.rmSync(path.join(root, 'public', PREVIEWS_PATH), { recursive: true, force: true });
  for (const [pageKey, previews] of previewsByPage) {
    const file = pagePreviewsFile(root, pageKey);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(previews));
  }
  const written = new Set(pageModules.map(({ file }) => file));
  for (const stale of fs.readdirSync(pagesDir).map((name) => path.join(pagesDir, name))) {
    if (!written.has(stale)) {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  }
  for (const { file, entries, playgroundEntries, toolEntries, cssVarsEntries } of pageModules) {
    writeIfChanged(
      file,
      [
        '// Generated by scripts/generate-demos.ts: one loader per island of one page.',
        "import type { ComponentType } from 'react';",
        "import type { PageIslands } from '../../../src/islands/types';",
        '',
        "// A playground sets its components' props from data, so props they require (Tooltip's title) are not the compiler's to check.",
        'const anyProps = (module: { default: unknown }) => module.default as ComponentType<Record<string, unknown>>;',
        '',
        'const islands: PageIslands = {',
        '  demos: {',
        ...entries,
        '  },',
        '  playgrounds: {',
        ...playgroundEntries,
        '  },',
        '  tools: {',
        ...toolEntries,
        '  },',
        '  cssVars: {',
        ...cssVarsEntries,
        '  },',
        '};',
        '',
        'export default islands;',
        '',
      ].join('\n'),
    );
  }

  writeIfChanged(
    islandPagesFile,
    [
      '// Generated by scripts/generate-demos.ts from the islands the Markdown embeds; not committed.',
      "import type { PageIslands } from '../../src/islands/types';",
      '',
      '/** The loader module of each page with islands. */',
      'const ISLAND_PAGES: Record<string, () => Promise<{ default: PageIslands }>> = {',
      ...registryEntries,
      '};',
      '',
      'export default ISLAND_PAGES;',
      '',
    ].join('\n'),
  );

  const joyThemeSheets = (joyDemoTheme as unknown as { generateStyleSheets: () => StyleSheetRules[] }).generateStyleSheets();
  fs.writeFileSync(path.join(root, 'public', JOY_THEME_STYLESHEET), styleSheetsCss(joyThemeSheets));
  fs.writeFileSync(path.join(root, 'public', MATERIAL_THEME_STYLESHEET), styleSheetsCss(demoThemeStyleSheets() as StyleSheetRules[]));

  const css = await postcss([tailwind()]).process(fs.readFileSync(tailwindInput, 'utf8'), { from: tailwindInput });
  fs.mkdirSync(path.dirname(tailwindOutput), { recursive: true });
  fs.writeFileSync(tailwindOutput, css.css);
  console.log(
    `Demos: ${demos.length} demos (${demos.length - misses.length} from ${DEMO_CACHE_DIR}/) and ${playgroundCount} playgrounds on ${registryEntries.length} pages registered as islands, JavaScript variants generated; Tailwind CSS ${(css.css.length / 1000).toFixed(1)} kB`,
  );
  if (problems.length > 0) {
    report();
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
