import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import EditOutlined from '@mui/icons-material/EditOutlined';
import AppFrame from '../layout/AppFrame';
import SideNav from '../navigation/SideNav';
import TableOfContents from './TableOfContents';
import MarkdownContent from './MarkdownContent';
import { useTranslate } from '../i18n/TranslationsContext';
import useCodeBlockCopy from './useCodeBlockCopy';
import PrevNext from './PrevNext';
import PageTabs from './PageTabs';
import ApiLinks from './ApiLinks';
import { AdProvider } from '../ads/AdProvider';
import AdSlot from '../ads/AdSlot';
import { PAGE_AD_PLACEMENT } from '../ads/adConfig';
import type { DocsPageProps } from './types';
// One chunk per page with demos (the demo frame and that page's demos), loaded only there.
import PAGE_DEMOS from '../demos/generated/registry';

export default function DocsPage(props: DocsPageProps) {
  const { title, description, segments, demos, toc, route, tabs, apiLinks, product, navigation, prev, next, editUrl, canonicalUrl } = props;
  const t = useTranslate();
  const articleRef = React.useRef<HTMLElement>(null);
  const PageDemo = PAGE_DEMOS[demos[0]?.key.replace(/\/[^/]+$/, '') ?? ''];
  const firstDemo = segments.find((segment) => 'demo' in segment);
  useCodeBlockCopy(articleRef);
  return (
    <AppFrame
      product={product}
      navigation={<SideNav items={navigation} activeRoute={route} />}
      toc={<TableOfContents toc={toc} />}
    >
      <Head>
        <title>{`${title} – ${product.name}`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={canonicalUrl} />
      </Head>
      <AdProvider placement={PAGE_AD_PLACEMENT}>
        {/* The search index (scripts/build-search-index.ts) takes this article only, filtered by product. */}
        <Box component="article" ref={articleRef} data-pagefind-body="" data-pagefind-filter={`product:${product.name}`}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, sm: 38 }, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography component="p" sx={{ fontSize: 19, color: 'text.secondary' }}>
          {description}
        </Typography>
        <AdSlot key={route} />
        <PageTabs tabs={tabs} current={route} />
        <ApiLinks links={apiLinks} />
        {segments.map((segment, index) =>
          'html' in segment ? (
            <MarkdownContent key={index} html={segment.html} />
          ) : (
            <PageDemo key={segment.demo} demo={demos.find((demo) => demo.name === segment.demo)!} showAd={segment === firstDemo} />
          ),
        )}
        </Box>
      </AdProvider>
      <Box component="footer" sx={{ mt: 6 }}>
        <Box
          component="a"
          href={editUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 14, color: 'primary.main', mb: 3 }}
        >
          <EditOutlined sx={{ fontSize: 18 }} />
          {t('editPage')}
        </Box>
        <PrevNext prev={prev} next={next} />
      </Box>
    </AppFrame>
  );
}
