/** Site-wide settings; the ones read from the environment are fixed at build time. */
export const SITE_NAME = 'MUI Docs';
/** What the site is, in one sentence: the home page, the social image and the llms.txt summary. */
export const SITE_DESCRIPTION = 'Documentation for Material UI, Joy UI, MUI System and MUI Base, with live demos and API references.';
export const GITHUB_URL = 'https://github.com/mui/material-ui';
export const TEMPLATES_STORE_URL = 'https://mui.com/store/';
export const BLOG_URL = 'https://mui.com/blog/';

/** Origin of the deployed site, for canonical URLs and the sitemap (`SITE_ORIGIN`). */
export function getSiteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? 'https://mui.com').replace(/\/+$/, '');
}

/** Where "Edit this page" sends readers (`DOCS_REPOSITORY_URL`, `DOCS_REPOSITORY_BRANCH`). */
export function getEditBaseUrl(): string {
  const repository = (process.env.DOCS_REPOSITORY_URL ?? GITHUB_URL).replace(/\/+$/, '');
  return `${repository}/edit/${process.env.DOCS_REPOSITORY_BRANCH ?? 'main'}`;
}
