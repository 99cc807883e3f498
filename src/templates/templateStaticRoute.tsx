/** What a product's live-template route (`pages/<product>/getting-started/templates/[template].tsx`) exports. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import SeoHead from '../components/SeoHead';
import TemplatePage from './TemplatePage';
import { languageProps } from '../i18n/staticProps';
import { buildPageHead, type PageHead } from '../seo/pageHead';
import { templateRoute, templatesOf, templatesPage, type Template, type TemplateProduct } from './templateRoutes';
import { productIdentifierOf } from '../products/productIdentifierOf';

export interface TemplateRouteProps {
  info: Template;
  head: PageHead;
}

export function templateStaticPaths(product: TemplateProduct): GetStaticPaths {
  return async () => ({
    paths: templatesOf(product).map(({ slug }) => ({ params: { template: slug } })),
    fallback: false,
  });
}

export function templateStaticProps(product: TemplateProduct): GetStaticProps<TemplateRouteProps> {
  return async ({ params }) => {
    const info = templatesOf(product).find(({ slug }) => slug === params?.template)!;
    const route = templateRoute(info);
    // The trail leads through the product's Templates page: Joy UI › Templates › this template.
    const head = buildPageHead({
      title: `${info.title} template`,
      description: info.description,
      route,
      product: productIdentifierOf(route, product),
      activeEntry: { title: 'Templates', route: templatesPage(product) },
    });
    return { props: { ...languageProps(), info, head } };
  };
}

/** A live template: the whole page is the template, under a thin bar that leads back and to its source. */
export default function TemplateRoutePage({ info, head }: TemplateRouteProps) {
  return (
    <>
      <SeoHead head={head} />
      <TemplatePage info={info} />
    </>
  );
}
