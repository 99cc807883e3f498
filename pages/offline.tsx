import OfflinePage from '../src/offline/OfflinePage';
import { sitePageStaticProps } from '../src/i18n/staticProps';

export default OfflinePage;

export const getStaticProps = sitePageStaticProps({
  title: 'You are offline',
  description: 'This page is not saved for offline reading; the pages listed here are.',
  route: '/offline/',
  noIndex: true,
});
