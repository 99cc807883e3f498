/** Where the web app manifest is served; `pages/_document.tsx` links it. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The PNG icon sizes browsers ask for to install a site (192 for the home screen, 512 for splash screens). */
export const APP_ICON_SIZES = [192, 512] as const;

export function appIconPath(size: number): string {
  return `/static/icons/icon-${size}.png`;
}

/**
 * The tab's icon, a PNG: the browser decodes an SVG icon in the page's renderer, on its main thread,
 * as a document of its own (4 to 25 ms, in a task right after the first paint, in Lighthouse runs).
 * 32 px: a tab's 16 px at twice the density; denser screens take the 192 px app icon.
 */
export const FAVICON_SIZE = 32;
export const FAVICON_PATH = `/static/icons/favicon-${FAVICON_SIZE}.png`;

interface ManifestInput {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

/** The web app manifest: what a browser needs to install the site and open it like an app. */
export function webManifest({ name, shortName, description, themeColor, backgroundColor }: ManifestInput) {
  return {
    id: '/',
    name,
    short_name: shortName,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: APP_ICON_SIZES.map((size) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
