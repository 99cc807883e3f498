/**
 * Generates the API reference data from the installed packages' type definitions and runtime
 * exports (props, slots, CSS classes, ref, inheritance, demos), their bundle sizes (esbuild) and
 * what changed since Material UI v6. The result is cached in .api-cache/, keyed by the package
 * versions, this generator's own source, the navigation and the pages' front matter that lists
 * components and hooks, so an unchanged rebuild does not parse again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiProp } from './api/extract';
import { API_PACKAGES, getApiEntries, type ApiEntry } from './api/apiEntries';
import { getDocsRoutes } from '../src/navigation/routes';
import { readFrontMatter } from '../src/content/readPage';
import { tabParentRoute } from '../src/navigation/apiRoutes';
import type { ApiItemData, ApiPageData, ApiPropData } from '../src/api/types';

const root = path.resolve(__dirname, '..');
export const API_CACHE_FILE = path.join(root, '.api-cache', 'api.json');
const V6_PACKAGE = '@mui/material-v6';
/** v7 renamed Grid2 to Grid and Grid to GridLegacy. */
const V6_NAMES: Record<string, string> = { Grid: 'Grid2', GridLegacy: 'Grid' };

export function cacheKey(): string {
  const hash = crypto.createHash('sha256');
  for (const pkg of ['@mui/material', '@mui/lab', '@mui/joy', '@mui/base', '@mui/system', V6_PACKAGE, 'typescript', 'esbuild']) {
    hash.update(`${pkg}@${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version}\n`);
  }
  // This generator's code, and the Markdown pipeline that renders the JSDoc.
  for (const file of [
    'scripts/generate-api.ts',
    'scripts/api/extract.ts',
    'scripts/api/apiEntries.ts',
    'scripts/api/bundleSize.ts',
    'src/api/types.ts',
    'src/content/renderMarkdown.ts',
    'src/content/pairedThemes.ts',
    'src/content/placeholders.ts',
  ]) {
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  for (const treeId of Object.keys(API_PACKAGES)) {
    hash.update(fs.readFileSync(path.join(root, 'data', treeId, 'pages.ts')));
  }
  // The pages' front matter decides which pages each API page lists as its demos.
  hash.update(JSON.stringify([...demoPages()]));
  return hash.digest('hex');
}

const docsTitles = new Map(getDocsRoutes().map((entry) => [entry.route, entry.title]));
const routes = new Set(docsTitles.keys());
const apiRoutes = new Set(getApiEntries().map((entry) => entry.route));

/**
 * JSDoc is Markdown. Its links into mui.com (absolute or site-relative) go to this site's page
 * where it has one, without anchors this site's pages do not have; the others stay on mui.com.
 */
function siteHref(href: string): string {
  const match = /^(?:https:\/\/mui\.com)?(\/[^#]*)(#.*)?$/.exec(href);
  if (!match) {
    return href;
  }
  const [, pathname, hash = ''] = match;
  const route = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return routes.has(route) || apiRoutes.has(route) ? route : `https://mui.com${pathname}${hash}`;
}

type MarkdownToHtml = (markdown: string) => string;

function propData(prop: ApiProp, markdownToHtml: MarkdownToHtml): ApiPropData {
  return {
    name: prop.name,
    type: prop.type,
    required: prop.required,
    descriptionHtml: markdownToHtml(prop.description),
    ...(prop.default !== undefined ? { default: prop.default } : {}),
    ...(prop.deprecated !== undefined ? { deprecatedHtml: markdownToHtml(`**Deprecated:** ${prop.deprecated}`) } : {}),
  };
}

/** Documentation pages that list a component or hook in their front matter, per tree. */
function demoPages(): Map<string, { title: string; route: string }[]> {
  const pages = new Map<string, { title: string; route: string }[]>();
  for (const { route, treeId, title } of getDocsRoutes()) {
    const { components, hooks } = readFrontMatter(route, root);
    for (const name of [...components, ...hooks]) {
      const key = `${treeId}:${name}`;
      pages.set(key, [...(pages.get(key) ?? []), { title, route }]);
    }
  }
  return pages;
}

async function generate(): Promise<Record<string, ApiPageData>> {
  // Loaded only when the cache misses: the TypeScript compiler, esbuild and the Markdown pipeline
  // take seconds to load, most of what a rebuild with the cache would spend here.
  const [{ ApiExtractor, moduleDir }, { measureMany }, { createFragmentRenderer }] = await Promise.all([
    import('./api/extract'),
    import('./api/bundleSize'),
    import('../src/content/renderMarkdown'),
  ]);
  const findPackage = (entry: ApiEntry) => (API_PACKAGES[entry.treeId] ?? []).find((pkg) => moduleDir(root, pkg, entry.name)) ?? null;
  const entries = getApiEntries();
  const located = entries.map((entry) => ({ entry, pkg: findPackage(entry) }));
  const missing = located.filter(({ pkg }) => !pkg).map(({ entry }) => `${entry.treeId}:${entry.name}`);
  if (missing.length > 0) {
    throw new Error(`API entries with no typings in the documented packages: ${missing.join(', ')}`);
  }
  const extractor = new ApiExtractor(
    root,
    located.map(({ entry, pkg }) => ({ pkg: pkg!, name: entry.name })),
  );
  const v6Names = located.filter(({ pkg }) => pkg === '@mui/material').map(({ entry }) => V6_NAMES[entry.name] ?? entry.name);
  const v6 = new ApiExtractor(
    root,
    v6Names.map((name) => ({ pkg: V6_PACKAGE, name })),
  );
  const demos = demoPages();
  const markdownToHtml = await createFragmentRenderer(siteHref);
  const propToData = (prop: ApiProp) => propData(prop, markdownToHtml);
  const routeOf = new Map(entries.map((entry) => [`${entry.treeId}:${entry.name}`, entry.route]));

  const sized = located.filter(({ entry, pkg }) => entry.kind === 'component' && (pkg === '@mui/material' || pkg === '@mui/joy'));
  const { sizes, errors } = await measureMany(sized.map(({ entry, pkg }) => ({ pkg: pkg!, name: entry.name })));
  if (errors.length > 0) {
    console.warn(`Bundle sizes not measured for ${errors.length}: ${errors.slice(0, 3).join('; ')}`);
  }

  const pages: Record<string, ApiPageData> = {};
  for (const { entry, pkg } of located) {
    const folder = path.basename(moduleDir(root, pkg!, entry.name)!);
    const common = {
      name: entry.name,
      pkg: pkg!,
      importPath: `${pkg}/${folder}`,
      demos: demos.get(`${entry.treeId}:${entry.name}`) ?? [],
      ...(entry.anchor ? { anchor: entry.anchor } : {}),
    };
    let item: ApiItemData;
    if (entry.kind === 'hook') {
      const hook = extractor.hook(pkg!, entry.name);
      if (!hook) {
        throw new Error(`No hook ${entry.name} in ${pkg}`);
      }
      item = {
        kind: 'hook',
        ...common,
        summaryHtml: markdownToHtml(hook.summary),
        parameters: hook.parameters.map(propToData),
        returnValue: hook.returnValue.map(propToData),
      };
    } else {
      const component = extractor.component(pkg!, entry.name);
      if (!component) {
        throw new Error(`No component ${entry.name} in ${pkg}`);
      }
      let changesSinceV6: { added: string[]; removed: string[]; deprecated: string[] } | undefined;
      if (pkg === '@mui/material') {
        const before = v6.component(V6_PACKAGE, V6_NAMES[entry.name] ?? entry.name);
        if (before) {
          const was = new Map(before.props.map((prop) => [prop.name, prop]));
          // Removed: gone from everything the component accepts, not just from its own list.
          const now = new Set(component.allPropNames);
          changesSinceV6 = {
            added: component.props.filter((prop) => !was.has(prop.name)).map((prop) => prop.name),
            removed: before.props.filter((prop) => !now.has(prop.name)).map((prop) => prop.name),
            deprecated: component.props.filter((prop) => prop.deprecated && !was.get(prop.name)?.deprecated).map((prop) => prop.name),
          };
        }
      }
      const size = sizes[`${pkg}/${entry.name}`];
      item = {
        kind: 'component',
        ...common,
        summaryHtml: markdownToHtml(component.summary),
        props: component.props.map(propToData),
        ...(component.inherits
          ? {
              inherits: {
                name: component.inherits,
                ...(routeOf.get(`${entry.treeId}:${component.inherits}`)
                  ? { route: routeOf.get(`${entry.treeId}:${component.inherits}`) }
                  : {}),
              },
            }
          : {}),
        slots: component.slots.map((slot) => ({
          name: slot.name,
          ...(slot.default ? { default: slot.default } : {}),
          descriptionHtml: markdownToHtml(slot.description),
        })),
        classes: component.classes.map((entryClass) => ({
          key: entryClass.key,
          className: entryClass.className,
          descriptionHtml: markdownToHtml(entryClass.description),
        })),
        ...(component.classes.length > 0 ? { themeKey: component.classes[0].className.split('-')[0] } : {}),
        forwardsRef: component.forwardsRef,
        ...(component.rootElement ? { rootElement: component.rootElement } : {}),
        overridable: component.overridable,
        ...(size ? { bundle: size } : {}),
        ...(changesSinceV6 ? { changesSinceV6 } : {}),
      };
    }
    // A Base UI tab is named after its component page: twenty "Components API" pages would share a title.
    const tabParent = tabParentRoute(entry.route);
    const title = tabParent ? `${docsTitles.get(tabParent)} ${entry.route.includes('hooks-api') ? 'hooks' : 'components'} API` : entry.name;
    const page = (pages[entry.route] ??= {
      route: entry.route,
      treeId: entry.treeId as ApiPageData['treeId'],
      title,
      description: '',
      items: [],
    });
    page.items.push(item);
  }
  for (const page of Object.values(pages)) {
    const names = page.items.map((item) => item.name).join(', ');
    page.description =
      page.items.length === 1
        ? `API reference of ${names}: ${page.items[0].kind === 'hook' ? 'parameters and return value' : 'props, slots, CSS classes and demos'}, from ${page.items[0].pkg}.`
        : `API reference of ${names}, from ${page.items[0].pkg}.`;
  }
  return pages;
}

export async function main() {
  const key = cacheKey();
  const started = Date.now();
  if (fs.existsSync(API_CACHE_FILE)) {
    const cached = JSON.parse(fs.readFileSync(API_CACHE_FILE, 'utf8'));
    if (cached.key === key) {
      console.log(`API data: cached (${Object.keys(cached.pages).length} pages) in ${Date.now() - started} ms`);
      return;
    }
  }
  const pages = await generate();
  fs.mkdirSync(path.dirname(API_CACHE_FILE), { recursive: true });
  fs.writeFileSync(API_CACHE_FILE, JSON.stringify({ key, pages }));
  console.log(`API data: ${Object.keys(pages).length} pages generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
