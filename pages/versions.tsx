import AppFrame from '../src/layout/AppFrame';
import PageHead from '../src/components/PageHead';
import VersionsPage from '../src/versions/VersionsPage';

export default function Versions() {
  return (
    <AppFrame>
      <PageHead title="Versions" description="The library versions this site documents, and where to read the documentation of earlier major versions." />
      <VersionsPage />
    </AppFrame>
  );
}

export { getLanguageStaticProps as getStaticProps } from '../src/i18n/staticProps';
