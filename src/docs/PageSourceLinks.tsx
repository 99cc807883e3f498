import SiteIcon from '../icons/SiteIcon';
import EditOutlinedPath from '../icons/paths/EditOutlined';
import DescriptionOutlinedPath from '../icons/paths/DescriptionOutlined';
import { useTranslate } from '../i18n/TranslationsContext';
import { markdownPathOf } from './markdownPath';
import type { LastUpdated } from './types';
import styles from './PageSourceLinks.module.css';

interface PageSourceLinksProps {
  route: string;
  editUrl?: string;
  lastUpdated?: LastUpdated | null;
}

/**
 * The footer links to a page's sources (its Markdown export, and the file to edit where there is
 * one) and the date the page last changed, where known.
 */
export default function PageSourceLinks({ route, editUrl, lastUpdated }: PageSourceLinksProps) {
  const t = useTranslate();
  return (
    <div className={styles.links}>
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          <SiteIcon path={EditOutlinedPath} />
          {t('editPage')}
        </a>
      ) : null}
      {/* A file, not a page of the app: a plain link, so the browser loads it. */}
      <a href={markdownPathOf(route)} type="text/markdown" className={styles.link}>
        <SiteIcon path={DescriptionOutlinedPath} />
        {t('viewMarkdown')}
      </a>
      {lastUpdated ? (
        <p className={styles.updated}>
          {t('lastUpdated')} <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      ) : null}
    </div>
  );
}
