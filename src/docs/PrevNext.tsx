import ClientLink from '../components/ClientLink';
import { useTranslate } from '../i18n/TranslationsContext';
import type { PageLink } from '../navigation/types';
import styles from './PrevNext.module.css';

function PrevNextLink({ link, direction }: { link: PageLink; direction: 'prev' | 'next' }) {
  const t = useTranslate();
  return (
    <ClientLink href={link.route} rel={direction} className={direction === 'next' ? `${styles.link} ${styles.next}` : styles.link}>
      <span className={styles.label}>{t(direction === 'prev' ? 'previousPage' : 'nextPage')}</span>
      <span className={styles.title}>{link.title}</span>
    </ClientLink>
  );
}

/** Links to the previous and next pages of the tree. */
export default function PrevNext({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  const t = useTranslate();
  if (!prev && !next) {
    return null;
  }
  return (
    <nav aria-label={t('pageNavigation')} className={styles.nav}>
      {prev ? <PrevNextLink link={prev} direction="prev" /> : null}
      {next ? <PrevNextLink link={next} direction="next" /> : null}
    </nav>
  );
}
