import * as React from 'react';
import dynamic from 'next/dynamic';
import SiteIcon from '../icons/SiteIcon';
import KeyboardArrowDownPath from '../icons/paths/KeyboardArrowDown';
import { COPIED_RESET_MS, copyWhenReady, flashCopied } from '../utils/clipboard';
import { markdownPathOf } from './markdownPath';
import { useTranslate } from '../i18n/TranslationsContext';
import styles from './PageActions.module.css';
import hidden from '../components/VisuallyHidden.module.css';

// The menu and its popover load on the first click (or when the pointer or focus reaches the button).
const loadMenu = () => import('./PageActionsMenu');
const PageActionsMenu = dynamic(loadMenu, { ssr: false });

/** Fetches the page's Markdown export, as "View as Markdown" shows it. */
async function fetchMarkdown(route: string): Promise<string> {
  const response = await fetch(markdownPathOf(route));
  if (!response.ok) {
    throw new Error(`The page's Markdown answered ${response.status}`);
  }
  return response.text();
}

/** "Copy page", and a menu of the other things a reader can do with the page's Markdown. */
export default function PageActions({ route, title }: { route: string; title: string }) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [status, setStatus] = React.useState('');
  const menuId = React.useId();

  const copyPage = (event: React.MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    setStatus('');
    copyWhenReady(fetchMarkdown(route))
      .then(() => {
        flashCopied(button, COPIED_RESET_MS);
        setStatus(t('pageCopied'));
      })
      .catch(() => setStatus(t('pageCopyFailed')));
  };
  const preload = () => {
    loadMenu().catch(() => {});
  };

  return (
    // Styled by the document's sheet (src/docs/pageToolsStyles.ts): no style code in the page's JavaScript.
    <div className="page-actions" role="group" aria-label={t('pageActions')} data-pagefind-ignore="">
      <button type="button" onClick={copyPage}>
        <span className="copy-label">{t('copyPage')}</span>
        <span className="copied-label">{t('copied')}</span>
      </button>
      <button
        type="button"
        aria-label={t('morePageActions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SiteIcon path={KeyboardArrowDownPath} className={styles.arrow} />
      </button>
      <span role="status" className={hidden.visuallyHidden}>
        {status}
      </span>
      {anchor ? <PageActionsMenu id={menuId} anchorEl={anchor} route={route} title={title} onClose={() => setAnchor(null)} /> : null}
    </div>
  );
}
