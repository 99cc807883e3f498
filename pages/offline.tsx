import OfflinePage from '../src/offline/OfflinePage';

export default OfflinePage;

export { getLanguageStaticProps as getStaticProps } from '../src/i18n/staticProps';
