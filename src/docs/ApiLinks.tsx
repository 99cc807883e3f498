import NextLink from 'next/link';
import styles from './ApiLinks.module.css';

/** The API pages of the components a page covers, with what each costs a reader's bundle. */
export default function ApiLinks({ links }: { links: { name: string; route: string; gzip?: number }[] }) {
  if (links.length === 0) {
    return null;
  }
  return (
    <p className={styles.links}>
      API:{' '}
      {links.map((link, index) => (
        <span key={link.route}>
          {index > 0 ? ' · ' : ''}
          <NextLink href={link.route}>{link.name}</NextLink>
          {link.gzip ? ` (${(link.gzip / 1000).toFixed(1)} kB gzip)` : ''}
        </span>
      ))}
    </p>
  );
}
