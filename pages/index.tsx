import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import HomePage from '../src/home/HomePage';
import { SITE_DESCRIPTION, SITE_NAME } from '../src/config';

export default function Home() {
  return (
    <AppFrame>
      <SeoHead title={SITE_NAME} description={SITE_DESCRIPTION} route="/" />
      <HomePage />
    </AppFrame>
  );
}

export { getLanguageStaticProps as getStaticProps } from '../src/i18n/staticProps';
