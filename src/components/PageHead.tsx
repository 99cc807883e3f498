import Head from 'next/head';
import { SITE_NAME } from '../config';

/** `noIndex` keeps a page out of search engines (the offline page, say). */
export default function PageHead({ title, description, noIndex = false }: { title: string; description: string; noIndex?: boolean }) {
  const fullTitle = title === SITE_NAME ? title : `${title} – ${SITE_NAME}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Head>
  );
}
