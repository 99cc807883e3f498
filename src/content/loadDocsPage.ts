/** getStaticProps of a documentation page: its props, from its Markdown file. */
import path from 'node:path';
import { docsRouteOf, readPage } from './readPage';
import { renderPage, type GeneratedPart } from './renderMarkdown';
import type { GeneratedBlock } from './placeholders';
import { readBuiltDemo } from './demos/demoCode';
import { apiLinksOf, getApiPages, getTabs } from './api/loadApiPage';
import { apiChangesTableHtml } from './api/changesTable';
import { componentGalleryParts } from './gallery/componentGallery';
import { materialGalleryGroups } from './gallery/materialGallery';
import { templateGalleryParts } from './gallery/templateGallery';
import { stylePropGroupOf, stylePropsTableHtml } from './system/styleProps';
import { galleryTemplatesOf } from '../templates/templateRoutes';
import { getPrevNext } from '../navigation/routes';
import { NAVIGATION_TREES } from '../navigation/trees';
import { toNavItems } from '../navigation/toNavItems';
import { activeEntryOf } from '../navigation/activePage';
import { playgroundDataOf } from './playgroundData';
import { getEditBaseUrl } from '../config';
import { productIdentifierOf } from '../products/productIdentifierOf';
import type { DocsPageProps } from '../docs/types';
import { pageFonts } from '../fonts/pageFonts';
import { buildPageHead } from '../seo/pageHead';
import { markdownPathOf } from '../docs/markdownPath';
import { formatLastUpdated, lastUpdatedOf } from './lastUpdated';

/** What each block generated from data that a page may embed is made of. */
function generatedParts(block: GeneratedBlock, treeId: string): GeneratedPart[] {
  switch (block) {
    case 'api-changes-since-v6':
      return [{ html: apiChangesTableHtml(getApiPages()) }];
    case 'component-gallery':
      return componentGalleryParts(materialGalleryGroups());
    case 'template-gallery':
      return templateGalleryParts(galleryTemplatesOf(treeId));
    default:
      return [{ html: stylePropsTableHtml(stylePropGroupOf(block)) }];
  }
}

export async function loadDocsPage(route: string): Promise<DocsPageProps> {
  const { file, frontMatter, body, demos: demoNames, playgrounds: playgroundRefs, tools, cssVars } = readPage(route);
  const { treeId } = docsRouteOf(route);
  const { segments, toc } = await renderPage(body, (block) => generatedParts(block, treeId));
  const pageDir = path.dirname(path.join(process.cwd(), file));
  const demos = await Promise.all(
    demoNames.map(async (name) => (await readBuiltDemo(path.join(process.cwd(), 'data'), pageDir, name)).data),
  );
  const playgrounds = playgroundRefs.map(({ component, args }) => playgroundDataOf(treeId, component, args));
  const { prev, next } = getPrevNext(treeId, route);
  const activeEntry = activeEntryOf(NAVIGATION_TREES[treeId], route);
  const product = productIdentifierOf(route, treeId);
  const navigation = toNavItems(NAVIGATION_TREES[treeId]);
  const demoLibrary = treeId === 'joy' ? 'joy' : 'material';
  const lastCommit = lastUpdatedOf(pageDir);
  return {
    kind: 'docs',
    route,
    apiLinks: apiLinksOf(treeId, frontMatter.components),
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
    // The page's key in the islands' map (.generated/islands/): its folder under data/.
    islandPage: path.relative(path.join(process.cwd(), 'data'), pageDir).split(path.sep).join('/'),
    demos,
    playgrounds,
    tools,
    cssVars,
    demoLibrary,
    fonts: pageFonts(frontMatter.fonts, demos.length + playgrounds.length + cssVars.length > 0, demoLibrary),
    toc,
    editUrl: `${getEditBaseUrl()}/${file}`,
    lastUpdated: lastCommit ? { iso: lastCommit, text: formatLastUpdated(lastCommit) } : null,
    product,
    navigation,
    activeRoute: activeEntry?.route ?? null,
    prev,
    next,
  };
}
