import type { GetStaticPaths, GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import DocsPage from '../src/docs/DocsPage';
import { getDocsRoutes } from '../src/navigation/routes';
import { loadDocsPage } from '../src/content/loadDocsPage';
import { getApiPages, loadApiPage } from '../src/content/api/loadApiPage';
import type { ApiPageProps } from '../src/api/types';
import { languageProps } from '../src/i18n/staticProps';
import type { DocsPageProps } from '../src/docs/types';
import { preloadIslands } from '../src/islands/islandRegistry';
import { renderIslandHtml } from '../src/islands/server/renderIslandHtml';
import { providePreviews } from '../src/demos/demoPreviews';
import { readPagePreviews } from '../src/content/demos/demoCode';

// API pages load their own chunk; documentation pages do not carry its code.
const ApiPage = dynamic(() => import('../src/api/ApiPage'));

type PageProps = DocsPageProps | ApiPageProps;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: [...getDocsRoutes().map(({ route }) => route), ...Object.keys(getApiPages())].map((route) => ({
    params: { slug: route.split('/').filter(Boolean) },
  })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<PageProps> = async ({ params }) => {
  const route = `/${(params?.slug as string[]).join('/')}/`;
  const page = getApiPages()[route] ? loadApiPage(route) : await loadDocsPage(route);
  if (page.kind === 'docs' && page.demos.length + page.playgrounds.length + page.tools.length + page.cssVars.length > 0) {
    // The page renders its islands on the server in one pass: their code must be here first.
    // The demos' code previews are in the HTML but not in the page data (src/demos/demoPreviews.ts).
    providePreviews(page.islandPage, readPagePreviews(process.cwd(), page.islandPage));
    await preloadIslands(
      page.islandPage,
      {
        demos: page.demos.map(({ name }) => name),
        playgrounds: page.playgrounds.map(({ name }) => name),
        tools: page.tools,
        cssVars: page.cssVars,
      },
      renderIslandHtml,
    );
  }
  return { props: { ...page, ...languageProps() } };
};

export default function CatchAllPage(props: PageProps) {
  return props.kind === 'api' ? <ApiPage {...props} /> : <DocsPage {...props} />;
}
