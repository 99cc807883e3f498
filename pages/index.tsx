import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import HomePage from '../src/home/HomePage';
import { SITE_DESCRIPTION, SITE_NAME } from '../src/config';
import { sitePageStaticProps } from '../src/i18n/staticProps';
import type { PageHead } from '../src/seo/pageHead';

export default function Home({ head }: { head: PageHead }) {
  return (
    <AppFrame>
      <SeoHead head={head} />
      <HomePage />
    </AppFrame>
  );
}

export const getStaticProps = sitePageStaticProps({ title: SITE_NAME, description: SITE_DESCRIPTION, route: '/' });
