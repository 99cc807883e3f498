import Head from 'next/head';
import type { PageHead } from '../seo/pageHead';

/** Renders the head tags a page received as a prop (built at export time by `buildPageHead`). */
export default function SeoHead({ head }: { head: PageHead }) {
  return (
    <Head>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noIndex ? <meta name="robots" content="noindex" /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.markdownUrl ? <link rel="alternate" type="text/markdown" href={head.markdownUrl} /> : null}
      {head.meta.map((tag) => (
        <meta key={tag.property ?? tag.name} {...tag} />
      ))}
      {head.breadcrumbs ? (
        <script key="breadcrumbs" type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.breadcrumbs }} />
      ) : null}
    </Head>
  );
}
