import AppFrame from '../src/layout/AppFrame';
import PageHead from '../src/components/PageHead';
import HomePage from '../src/home/HomePage';
import { SITE_NAME } from '../src/config';

export default function Home() {
  return (
    <AppFrame>
      <PageHead
        title={SITE_NAME}
        description="Documentation for Material UI, Joy UI, MUI System and MUI Base, with live demos and API references."
      />
      <HomePage />
    </AppFrame>
  );
}

export { getLanguageStaticProps as getStaticProps } from '../src/i18n/staticProps';
