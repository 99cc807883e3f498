import type { GetStaticPaths, GetStaticProps } from 'next';
import DocsPage from '../src/docs/DocsPage';
import { getDocsRoutes } from '../src/navigation/routes';
import { loadDocsPage } from '../src/markdown/loadDocsPage';
import { languageProps } from '../src/i18n/staticProps';
import type { DocsPageProps } from '../src/docs/types';

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: getDocsRoutes().map(({ route }) => ({ params: { slug: route.split('/').filter(Boolean) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<DocsPageProps> = async ({ params }) => {
  const slug = params?.slug as string[];
  return {
    props: {
      ...(await loadDocsPage(`/${slug.join('/')}/`)),
      ...languageProps(),
    },
  };
};

export default DocsPage;
