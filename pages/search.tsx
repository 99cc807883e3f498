import SearchPage from '../src/search/SearchPage';
import { sitePageStaticProps } from '../src/i18n/staticProps';

export default SearchPage;

// The page's results depend on the address, and a results page is no answer for a search engine.
export const getStaticProps = sitePageStaticProps({
  title: 'Search',
  description: 'Search the documentation of every MUI product: pages, sections, components and props.',
  route: '/search/',
  noIndex: true,
});
