/** The documentation pages (Markdown and API reference) as machines read them: metadata and Markdown exports. */
import fs from 'node:fs';
import path from 'node:path';
import { getDocsRoutes } from '../../src/navigation/routes';
import { readFrontMatter, readPageText } from '../../src/content/readPage';
import { demoBlock, docsPageMarkdown } from '../../src/content/exportMarkdown';
import { findDemoSource } from '../../src/content/demos/demoFiles';
import { apiLinksOf, getApiPages, getTabs } from '../../src/content/api/loadApiPage';
import { apiPageTitle } from '../../src/api/apiPageTitle';
import { apiPageMarkdown } from '../../src/content/api/apiMarkdown';
import { apiChangesTableMarkdown } from '../../src/content/api/changesTable';
import { componentGalleryMarkdown } from '../../src/content/gallery/componentGallery';
import { templateGalleryMarkdown } from '../../src/content/gallery/templateGallery';
import { stylePropGroupOf, stylePropsTableMarkdown } from '../../src/content/system/styleProps';
import { galleryTemplatesOf } from '../../src/templates/templateRoutes';
import { materialGalleryGroups } from '../../src/content/gallery/materialGallery';
import type { GeneratedBlock, Placeholder } from '../../src/content/placeholders';
import { productIdentifierOf } from '../../src/products/productIdentifierOf';
import type { TreeId } from '../../src/navigation/trees';
import { playgroundMarkdown } from '../../src/playground/playgroundCode';
import { playgroundDataOf } from '../../src/content/playgroundData';
import { TOOLS } from '../../src/tools/toolInfo';
import { cssVarsModuleFile, cssVarsSummary } from '../../src/content/cssVarsModules';

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

/** Every documentation page: the Markdown pages in navigation order, then the API pages. */
export function listDocumentationPages(root: string): DocumentationPage[] {
  const docs = getDocsRoutes().map(({ route, treeId }): DocumentationPage => {
    const frontMatter = readFrontMatter(route, root);
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

/** The Markdown of each block generated from data that a page may embed. */
function generatedMarkdown(block: GeneratedBlock, treeId: string): string {
  switch (block) {
    case 'api-changes-since-v6':
      return apiChangesTableMarkdown(getApiPages());
    case 'component-gallery':
      return componentGalleryMarkdown(materialGalleryGroups());
    case 'template-gallery':
      return templateGalleryMarkdown(galleryTemplatesOf(treeId));
    default:
      return stylePropsTableMarkdown(stylePropGroupOf(block));
  }
}

/** The page as Markdown: the page's own Markdown with its demos' code inlined, or the API data written out. */
export function pageMarkdown(root: string, page: DocumentationPage): string {
  if (page.kind === 'api') {
    return apiPageMarkdown(getApiPages()[page.route]);
  }
  // The body is parsed once, by docsPageMarkdown; the build has checked every page whole.
  const { file, body, frontMatter } = readPageText(page.route, root);
  const pageDir = path.dirname(path.join(root, file));
  const blockOf = (placeholder: Placeholder): string => {
    switch (placeholder.kind) {
      case 'demo':
        // The default styling (MUI System): the one the page shows first.
        return demoBlock(fs.readFileSync(findDemoSource(pageDir, placeholder.name).files.system!, 'utf8'));
      case 'playground':
        return playgroundMarkdown(playgroundDataOf(page.treeId, placeholder.component, placeholder.args));
      case 'tool':
        return `*${TOOLS[placeholder.name].summary}*`;
      case 'cssVars':
        return cssVarsSummary(fs.readFileSync(cssVarsModuleFile(pageDir, placeholder.name), 'utf8'));
      case 'generated':
        return generatedMarkdown(placeholder.block, page.treeId);
    }
  };
  const apiLinks = [
    ...apiLinksOf(page.treeId, frontMatter.components).map((link) => ({ title: link.name, route: link.route })),
    ...getTabs(page.route)
      .filter((tab) => tab.route !== page.route)
      .map((tab) => ({ title: tab.label, route: tab.route })),
  ];
  return docsPageMarkdown({ title: frontMatter.title, description: frontMatter.description, body, blockOf, apiLinks });
}
