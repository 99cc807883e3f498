import Head from 'next/head';
import { SITE_NAME } from '../config';

export default function PageHead({ title, description }: { title: string; description: string }) {
  const fullTitle = title === SITE_NAME ? title : `${title} – ${SITE_NAME}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </Head>
  );
}
