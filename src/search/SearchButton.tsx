import * as React from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/compat/router';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import useMounted from '../utils/useMounted';
import { isSearchShortcut } from './searchShortcut';

// The dialog, its results code and Pagefind load on first use: a page costs only this button.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = dynamic(loadDialog, { ssr: false });

// The shortcut hint sits beside the button, not in it: the button's visible words stay exactly its
// name, "Search" (label in name), and the shortcut is announced through aria-keyshortcuts.
const SearchBox = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  // Pushes it and the tools after it to the end of the app bar.
  marginInlineStart: 'auto',
  flexShrink: 0,
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    height: 44,
    minWidth: 44,
    padding: theme.spacing(0, 1),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 22,
    background: 'transparent',
    color: theme.vars.palette.text.secondary,
    font: 'inherit',
    fontSize: 14,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .search-label, & kbd': { display: 'none' },
  [theme.breakpoints.down('md')]: { '& button': { justifyContent: 'center', border: 0, borderRadius: '50%', color: 'inherit' } },
  [theme.breakpoints.up('md')]: {
    '& button': { paddingInline: theme.spacing(1.25, 11) },
    '& .search-label': { display: 'inline' },
    '& kbd': {
      display: 'inline',
      position: 'absolute',
      insetInlineEnd: 6,
      top: '50%',
      transform: 'translateY(-50%)',
      pointerEvents: 'none',
      padding: '1px 6px',
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 6,
      color: theme.vars.palette.text.secondary,
      fontFamily: 'inherit',
      fontSize: 12,
      fontWeight: 600,
    },
  },
}));

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
      <SearchBox>
        <button
          type="button"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K /"
          title={`Search (${apple ? '⌘K' : 'Ctrl+K'} or /)`}
          onClick={show}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <SearchIcon fontSize="small" />
          <span className="search-label">Search</span>
        </button>
        <kbd aria-hidden>{apple ? '⌘K' : 'Ctrl+K'}</kbd>
      </SearchBox>
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
