import type { GetStaticProps } from 'next';
import { DEFAULT_LANGUAGE } from '../utils/helpers';
import { EN_TRANSLATIONS } from './translations';

/** The props every page receives: its language and the UI strings in that language. */
export function languageProps() {
  return { userLanguage: DEFAULT_LANGUAGE, translations: EN_TRANSLATIONS };
}

/** getStaticProps of pages that need nothing else. */
export const getLanguageStaticProps: GetStaticProps = async () => ({ props: languageProps() });
