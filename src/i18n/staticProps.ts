import type { GetStaticProps } from 'next';
import { DEFAULT_LANGUAGE } from '../utils/helpers';
import { EN_TRANSLATIONS } from './translations';
import { buildPageHead, type PageHead, type PageHeadInput } from '../seo/pageHead';

/** The props every page receives: its language and the UI strings in that language. */
export function languageProps() {
  return { userLanguage: DEFAULT_LANGUAGE, translations: EN_TRANSLATIONS };
}

/** getStaticProps of the site's own pages (home, versions, 404, offline): language and head tags. */
export function sitePageStaticProps(head: PageHeadInput): GetStaticProps<{ head: PageHead }> {
  return async () => ({ props: { ...languageProps(), head: buildPageHead(head) } });
}
