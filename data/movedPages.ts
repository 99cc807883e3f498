/**
 * Addresses of pages the reference documentation no longer has, mapped to the page that now
 * answers a reader who follows an old link; each gets a redirect page at export
 * (scripts/lib/redirectPages.ts). MUI System's legacy "Styles" group documented `@mui/styles`
 * (JSS: makeStyles, withStyles, ServerStyleSheets); 7.0 removed it with the package, which has no
 * v7 release. The JSS migration guide covers each of those APIs and what replaces it.
 */
const JSS_MIGRATION = '/material-ui/migration/migrating-from-jss/';

export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/system/styles/': JSS_MIGRATION,
  '/system/styles/basics/': JSS_MIGRATION,
  '/system/styles/advanced/': JSS_MIGRATION,
  '/system/styles/api/': JSS_MIGRATION,
};
