/** Site-wide settings that a deployment may change through the environment at build time. */
export const SITE_NAME = 'MUI Docs';
export const GITHUB_URL = 'https://github.com/mui/material-ui';
export const TEMPLATES_STORE_URL = 'https://mui.com/store/';
export const BLOG_URL = 'https://mui.com/blog/';
