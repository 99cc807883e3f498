import ClientLink from '../components/ClientLink';
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
          <ClientLink href={link.route}>{link.name}</ClientLink>
          {link.gzip ? ` (${(link.gzip / 1000).toFixed(1)} kB gzip)` : ''}
        </span>
      ))}
    </p>
  );
}
