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
import { activeEntryOf } from '../navigation/activePage';
import { getEditBaseUrl } from '../config';
import { productIdentifierOf } from '../products/productIdentifierOf';
import type { DocsPageProps } from '../docs/types';
import { apiLinksOf, getApiPages, getTabs } from '../api/loadApiPage';
import { frontMatterOf } from './frontMatter';
import { API_CHANGES_PLACEHOLDER, apiChangesTableHtml } from '../api/changesTable';
import { pageFonts } from '../fonts/pageFonts';
import { buildPageHead } from '../seo/pageHead';
import { markdownPathOf } from './markdownPath';
import { playgroundDataOf } from '../playground/playgroundData';

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
  const frontMatter = frontMatterOf(data, file);
  if (frontMatter.title !== entry.title) {
    throw new Error(`${file}: title "${frontMatter.title}" differs from the navigation's "${entry.title}"`);
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
  const playgrounds = rendered.playgrounds.map(({ name, args }) => playgroundDataOf(entry.treeId, name, args));
  const fonts = pageFonts(data.fonts, file, demos.length > 0 || playgrounds.length > 0);
  const { prev, next } = getPrevNext(entry.treeId, route);
  const product = productIdentifierOf(route, entry.treeId);
  const navigation = toNavItems(NAVIGATION_TREES[entry.treeId]);
  const activeEntry = activeEntryOf(NAVIGATION_TREES[entry.treeId], route);
  return {
    kind: 'docs',
    route,
    apiLinks: apiLinksOf(entry.treeId, frontMatter.components),
    tabs: getTabs(route),
    title: frontMatter.title,
    head: buildPageHead({
      title: frontMatter.headTitle,
      description: frontMatter.description,
      route,
      product,
      activeEntry,
      markdown: markdownPathOf(route),
    }),
    description: frontMatter.description,
    segments,
    islandPage: path.relative(path.join(process.cwd(), 'data'), pageDir).split(path.sep).join('/'),
    demos,
    playgrounds,
    fonts,
    toc,
    editUrl: `${getEditBaseUrl()}/${file}`,
    product,
    navigation,
    activeRoute: activeEntry?.route ?? null,
    prev,
    next,
  };
}
