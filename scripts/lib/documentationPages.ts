/** The documentation pages (Markdown and API reference) as machines read them: metadata and Markdown exports. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { getDocsRoutes } from '../../src/navigation/routes';
import { contentFileOf } from '../../src/markdown/contentFile';
import { frontMatterOf } from '../../src/markdown/frontMatter';
import { demoBlock, docsPageMarkdown } from '../../src/markdown/exportMarkdown';
import { findDemoSource } from '../../src/demos/demoFiles';
import { apiLinksOf, getApiPages, getTabs } from '../../src/api/loadApiPage';
import { apiPageTitle } from '../../src/api/apiPageTitle';
import { apiPageMarkdown } from '../../src/api/apiMarkdown';
import { API_CHANGES_MARKDOWN_PLACEHOLDER, apiChangesTableMarkdown } from '../../src/api/changesTable';
import { productIdentifierOf } from '../../src/products/productIdentifierOf';
import type { TreeId } from '../../src/navigation/trees';
import { playgroundMarkdown } from '../../src/playground/playgroundCode';
import { playgroundDataOf } from '../../src/playground/playgroundData';
import { parsePlaygroundArgs } from '../../src/playground/playgroundArgs';

export interface DocumentationPage {
  route: string;
  kind: 'docs' | 'api';
  treeId: TreeId;
  /** The product's name, as in the page's document title. */
  product: string;
  /** The page's name in its document title, before the product. */
  title: string;
  description: string;
}

function readContent(root: string, treeId: TreeId, route: string) {
  const file = contentFileOf(treeId, route);
  const { data, content } = matter(fs.readFileSync(path.join(root, file), 'utf8'));
  return { file, content, frontMatter: frontMatterOf(data, file) };
}

/** Every documentation page: the Markdown pages in navigation order, then the API pages. */
export function listDocumentationPages(root: string): DocumentationPage[] {
  const docs = getDocsRoutes().map(({ route, treeId }): DocumentationPage => {
    const { frontMatter } = readContent(root, treeId, route);
    const product = productIdentifierOf(route, treeId).name;
    return { route, kind: 'docs', treeId, product, title: frontMatter.headTitle, description: frontMatter.description };
  });
  const api = Object.values(getApiPages()).map((page): DocumentationPage => ({
    route: page.route,
    kind: 'api',
    treeId: page.treeId,
    product: productIdentifierOf(page.route, page.treeId).name,
    title: apiPageTitle(page),
    description: page.description,
  }));
  return [...docs, ...api];
}

/** The page as Markdown: the page's own Markdown with its demos' code inlined, or the API data written out. */
export function pageMarkdown(root: string, page: DocumentationPage): string {
  if (page.kind === 'api') {
    return apiPageMarkdown(getApiPages()[page.route]);
  }
  const { file, content, frontMatter } = readContent(root, page.treeId, page.route);
  const pageDir = path.dirname(path.join(root, file));
  const blocks: Record<string, string> = {};
  for (const [placeholder, name] of content.matchAll(/^\{\{demo:([A-Za-z][A-Za-z0-9]*)\}\}$/gm)) {
    // The default styling (MUI System): the one the page shows first.
    blocks[placeholder] = demoBlock(fs.readFileSync(findDemoSource(pageDir, name).files.system!, 'utf8'));
  }
  for (const [placeholder, name, args] of content.matchAll(/^\{\{playground:([A-Z][A-Za-z0-9]*)(.*)\}\}$/gm)) {
    blocks[placeholder] = playgroundMarkdown(playgroundDataOf(page.treeId, name, parsePlaygroundArgs(args)));
  }
  if (content.includes(API_CHANGES_MARKDOWN_PLACEHOLDER)) {
    blocks[API_CHANGES_MARKDOWN_PLACEHOLDER] = apiChangesTableMarkdown(getApiPages());
  }
  const apiLinks = [
    ...apiLinksOf(page.treeId, frontMatter.components).map((link) => ({ title: link.name, route: link.route })),
    ...getTabs(page.route)
      .filter((tab) => tab.route !== page.route)
      .map((tab) => ({ title: tab.label, route: tab.route })),
  ];
  return docsPageMarkdown({ title: frontMatter.title, description: frontMatter.description, body: content, blocks, apiLinks });
}
