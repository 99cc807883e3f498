import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import VersionsPage from '../src/versions/VersionsPage';
import { documentedPackages, type DocumentedPackage } from '../src/versions/documentedPackages';
import { sitePageStaticProps } from '../src/i18n/staticProps';
import type { PageHead } from '../src/seo/pageHead';
import type { GetStaticProps } from 'next';

interface VersionsProps {
  head: PageHead;
  packages: DocumentedPackage[];
}

export default function Versions({ head, packages }: VersionsProps) {
  return (
    <AppFrame>
      <SeoHead head={head} />
      <VersionsPage packages={packages} />
    </AppFrame>
  );
}

const siteProps = sitePageStaticProps({
  title: 'Versions',
  description: 'The library versions this site documents, and where to read the documentation of earlier major versions.',
  route: '/versions/',
});

// The versions come from package.json at build time, not from the page's JavaScript.
export const getStaticProps: GetStaticProps<VersionsProps> = async (context) => {
  const result = await siteProps(context);
  if (!('props' in result)) {
    return result;
  }
  return { props: { ...(await result.props), packages: documentedPackages() } };
};
