/**
 * API reference entries of the navigation: `/…/api/<name>` pages and the MUI Base tabs
 * (`/base-ui/react-x/components-api/#x`, `…/hooks-api/…`).
 */
export function isApiPathname(pathname: string): boolean {
  return /\/api\/./.test(pathname) || /\/(components|hooks)-api(\/|#|$)/.test(pathname);
}

/**
 * API pages are not exported yet (the API-reference work generates them). Until then they are
 * left out of the export, the dead-link check, prev/next and the crawl — through this one test.
 */
export function isPendingApiRoute(pathname: string): boolean {
  return isApiPathname(pathname);
}
