/** Server-only: builds the props of a documentation page from its Markdown file. */
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { renderMarkdown } from './renderMarkdown';
import { contentFileOf } from './contentFile';
import { readBuiltDemo } from '../demos/demoCode';
import { getDocsRoutes, getPrevNext, type DocsRoute } from '../navigation/routes';
import { NAVIGATION_TREES } from '../navigation/trees';
import { toNavItems } from '../navigation/toNavItems';
import { getEditBaseUrl, getSiteOrigin } from '../config';
import { productIdentifierOf } from '../products/productIdentifierOf';
import type { DocsPageProps } from '../docs/types';
import { getApiPages, getTabs } from '../api/loadApiPage';
import { API_CHANGES_PLACEHOLDER, apiChangesTableHtml } from '../api/changesTable';
import { pageFonts } from '../fonts/pageFonts';

function stringList(value: unknown, field: string, file: string): string[] {
  if (value === undefined) {
    return [];
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new Error(`${file}: front matter "${field}" must be a list of names`);
  }
  return value;
}

let routeIndex: Map<string, DocsRoute> | undefined;

export async function loadDocsPage(route: string): Promise<DocsPageProps> {
  routeIndex ??= new Map(getDocsRoutes().map((entry) => [entry.route, entry]));
  const entry = routeIndex.get(route);
  if (!entry) {
    throw new Error(`No navigation entry for ${route}`);
  }
  const file = contentFileOf(entry.treeId, route);
  const source = await fs.readFile(path.join(process.cwd(), file), 'utf8').catch(() => {
    throw new Error(`${route} has no content: write ${file}`);
  });
  const { data, content } = matter(source);
  if (typeof data.title !== 'string' || typeof data.description !== 'string' || !data.description.trim()) {
    throw new Error(`${file}: front matter needs a title and a description`);
  }
  if (data.title !== entry.title) {
    throw new Error(`${file}: title "${data.title}" differs from the navigation's "${entry.title}"`);
  }
  const rendered = await renderMarkdown(content);
  const { toc, demos: demoNames } = rendered;
  // Generated content a page may embed: the table of prop changes since v6.
  const segments = rendered.segments.map((segment) =>
    'html' in segment && segment.html.includes(API_CHANGES_PLACEHOLDER)
      ? { html: segment.html.replace(API_CHANGES_PLACEHOLDER, apiChangesTableHtml(getApiPages())) }
      : segment,
  );
  const pageDir = path.dirname(path.join(process.cwd(), file));
  const demos = await Promise.all(
    demoNames.map(async (name) => (await readBuiltDemo(path.join(process.cwd(), 'data'), pageDir, name)).data),
  );
  const fonts = pageFonts(data.fonts, file, demos.length > 0);
  const { prev, next } = getPrevNext(entry.treeId, route);
  const components = stringList(data.components, 'components', file);
  const apiItems = Object.values(getApiPages())
    .filter((page) => page.treeId === entry.treeId && !/-api\/$/.test(page.route))
    .flatMap((page) => page.items.map((item) => ({ item, route: page.route })));
  const apiLinks = components.flatMap((name) => {
    const found = apiItems.find(({ item }) => item.name === name);
    if (!found) {
      return [];
    }
    const gzip = found.item.kind === 'component' ? found.item.bundle?.path.gzip : undefined;
    return [{ name, route: found.route, ...(gzip ? { gzip } : {}) }];
  });
  return {
    kind: 'docs',
    route,
    apiLinks,
    tabs: getTabs(route),
    title: data.title,
    description: data.description.trim(),
    segments,
    demos,
    fonts,
    toc,
    editUrl: `${getEditBaseUrl()}/${file}`,
    canonicalUrl: `${getSiteOrigin()}${route}`,
    product: productIdentifierOf(route, entry.treeId),
    navigation: toNavItems(NAVIGATION_TREES[entry.treeId]),
    prev,
    next,
  };
}
