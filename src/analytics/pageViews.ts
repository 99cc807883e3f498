import { getProductInfoFromUrl, pathnameToLanguage, type ProductInfo } from '../utils/helpers';

/**
 * How long after a route change the page view waits: Next's head manager sets the new page's
 * <title> in a passive effect, which may run after `routeChangeComplete`.
 */
export const PAGE_VIEW_DELAY_MS = 100;

export interface PageViewParams extends ProductInfo {
  page_title: string;
  page_location: string;
}

export function pageViewParams(asPath: string, title: string, origin: string): PageViewParams {
  return {
    page_title: title,
    page_location: `${origin}${pathnameToLanguage(asPath).canonicalAsServer}`,
    ...getProductInfoFromUrl(asPath),
  };
}

export interface PageViewTracker {
  /** The router reached `asPath`: the initial page, or after `routeChangeComplete`. */
  routeChanged: (asPath: string) => void;
  stop: () => void;
}

/**
 * One page view per page reached. A change of hash alone, or the same location reported again,
 * is not a new page. A page left before its view was sent is not counted.
 */
export function createPageViewTracker(options: {
  send: (params: PageViewParams) => void;
  getTitle: () => string;
  origin: string;
}): PageViewTracker {
  const { send, getTitle, origin } = options;
  let lastLocation: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    routeChanged: (asPath) => {
      const location = pathnameToLanguage(asPath).canonicalAsServer;
      if (location === lastLocation) {
        return;
      }
      lastLocation = location;
      clearTimeout(timer);
      timer = setTimeout(() => send(pageViewParams(asPath, getTitle(), origin)), PAGE_VIEW_DELAY_MS);
    },
    stop: () => clearTimeout(timer),
  };
}
