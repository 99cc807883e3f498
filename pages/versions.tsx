import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import VersionsPage from '../src/versions/VersionsPage';

export default function Versions() {
  return (
    <AppFrame>
      <SeoHead
        title="Versions"
        description="The library versions this site documents, and where to read the documentation of earlier major versions."
        route="/versions/"
      />
      <VersionsPage />
    </AppFrame>
  );
}

export { getLanguageStaticProps as getStaticProps } from '../src/i18n/staticProps';
