import type { GetStaticPaths, GetStaticProps } from 'next';
import SeoHead from '../../../../src/components/SeoHead';
import TemplatePage from '../../../../src/templates/TemplatePage';
import { TEMPLATES, type TemplateInfo } from '../../../../data/material/templates/templates';
import { languageProps } from '../../../../src/i18n/staticProps';
import { buildPageHead, type PageHead } from '../../../../src/seo/pageHead';
import { templateRoute, TEMPLATES_PAGE } from '../../../../src/templates/templateRoutes';
import { productIdentifierOf } from '../../../../src/products/productIdentifierOf';

interface TemplateRouteProps {
  info: TemplateInfo;
  head: PageHead;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: TEMPLATES.map(({ slug }) => ({ params: { template: slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<TemplateRouteProps> = async ({ params }) => {
  const info = TEMPLATES.find(({ slug }) => slug === params?.template)!;
  const route = templateRoute(info.slug);
  // The trail leads through the Templates page: Material UI › Templates › this template.
  const head = buildPageHead({
    title: `${info.title} template`,
    description: info.description,
    route,
    product: productIdentifierOf(route, 'material'),
    activeEntry: { title: 'Templates', route: TEMPLATES_PAGE },
  });
  return { props: { ...languageProps(), info, head } };
};

/** A live template: the whole page is the template, under a thin bar that leads back and to its source. */
export default function TemplateRoutePage({ info, head }: TemplateRouteProps) {
  return (
    <>
      <SeoHead head={head} />
      <TemplatePage info={info} />
    </>
  );
}
