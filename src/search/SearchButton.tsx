import * as React from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/compat/router';
import SiteIcon from '../icons/SiteIcon';
import SearchPath from '../icons/paths/Search';
import useMounted from '../utils/useMounted';
import { isSearchShortcut } from './searchShortcut';
import styles from './SearchButton.module.css';

// The dialog, its results code and Pagefind load on first use: a page costs only this button.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = dynamic(loadDialog, { ssr: false });

/** The app bar's search button, and the shortcuts that do the same from anywhere on the page. */
export default function SearchButton() {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  // The router from its React context (as next/link reads it): importing `next/router` itself
  // anywhere makes the bundler split Next's runtime chunk on every page, about 0.8 kB gzip more.
  const router = useRouter();
  const mounted = useMounted();
  // Known only in the browser: the static HTML shows the Ctrl form.
  const apple = mounted && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

  const show = React.useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  // Fetching the dialog's code when the pointer or focus arrives saves that wait on the click.
  const preload = () => {
    loadDialog().catch(() => {});
  };

  return (
    <>
      {/* The shortcut hint sits beside the button, not in it: the button's visible words stay exactly
          its name, "Search" (label in name), and the shortcut is announced through aria-keyshortcuts. */}
      <span className={styles.searchBox}>
        <button
          type="button"
          className={styles.button}
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K /"
          title={`Search (${apple ? '⌘K' : 'Ctrl+K'} or /)`}
          onClick={show}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <SiteIcon path={SearchPath} size="small" />
          <span className={styles.label}>Search</span>
        </button>
        <kbd aria-hidden className={styles.shortcut}>
          {apple ? '⌘K' : 'Ctrl+K'}
        </kbd>
      </span>
      {requested ? (
        <SearchDialog
          open={open}
          onClose={() => setOpen(false)}
          asPath={router?.asPath ?? window.location.pathname}
          navigate={(url) => (router ? router.push(url) : window.location.assign(url))}
        />
      ) : null}
    </>
  );
}
