import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import VersionsPage from '../src/versions/VersionsPage';
import { sitePageStaticProps } from '../src/i18n/staticProps';
import type { PageHead } from '../src/seo/pageHead';

export default function Versions({ head }: { head: PageHead }) {
  return (
    <AppFrame>
      <SeoHead head={head} />
      <VersionsPage />
    </AppFrame>
  );
}

export const getStaticProps = sitePageStaticProps({
  title: 'Versions',
  description: 'The library versions this site documents, and where to read the documentation of earlier major versions.',
  route: '/versions/',
});
