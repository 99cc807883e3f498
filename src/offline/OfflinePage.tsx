import * as React from 'react';
import AppFrame from '../layout/AppFrame';
import SeoHead from '../components/SeoHead';
import { listSavedPages, type SavedPage } from './savedPages';
import type { PageHead } from '../seo/pageHead';
import styles from './OfflinePage.module.css';

/**
 * What the service worker shows for a page that was never visited while the network is down:
 * the pages this browser has kept, which work offline.
 */
export default function OfflinePage({ head }: { head: PageHead }) {
  const [pages, setPages] = React.useState<SavedPage[] | null>(null);
  React.useEffect(() => {
    const saved = 'caches' in window ? listSavedPages(window.caches, window.location.origin) : Promise.resolve([]);
    saved.catch((): SavedPage[] => []).then(setPages);
  }, []);

  return (
    <AppFrame>
      <SeoHead head={head} />
      <div className={styles.page}>
        <h1 className={styles.title}>You are offline</h1>
        <p className={styles.lead}>This page has not been saved on this device yet.</p>
        {pages === null ? (
          <p role="status" className={styles.text}>
            Looking for saved pages…
          </p>
        ) : pages.length === 0 ? (
          <p role="status" className={styles.text}>
            No pages are saved yet. Pages you read while online are kept for offline reading.
          </p>
        ) : (
          <>
            <p className={styles.text}>These pages are saved and work offline:</p>
            <ul aria-label="Saved pages" className={styles.list}>
              {pages.map((page) => (
                <li key={page.href}>
                  {/* A full page load, served from the worker's cache. */}
                  <a href={page.href}>{page.title}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </AppFrame>
  );
}
