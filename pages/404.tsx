import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import NotFoundPage from '../src/notFound/NotFoundPage';
import { sitePageStaticProps } from '../src/i18n/staticProps';
import type { PageHead } from '../src/seo/pageHead';

export default function NotFound({ head }: { head: PageHead }) {
  return (
    <AppFrame>
      <SeoHead head={head} />
      <NotFoundPage />
    </AppFrame>
  );
}

export const getStaticProps = sitePageStaticProps({
  title: 'Page not found',
  description: 'The page you asked for does not exist on this site.',
  route: null,
  noIndex: true,
});
