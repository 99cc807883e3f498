import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, sanitizeColorModeScript } from '../src/settings/colorMode';
import { COLOR_SCHEME_SELECTOR, SCHEME_BACKGROUNDS } from '../src/theme/createDocsTheme';
import { codePreferenceScript, packageManagerScript } from '../src/demos/preferenceScript';
import { packageManagerTabsCss } from '../src/docs/packageManagerStyles';
import { demoVariantCss } from '../src/demos/demoStyles';
import { pageToolsCss } from '../src/docs/pageToolsStyles';
import { tableOfContentsCss } from '../src/docs/tableOfContentsStyles';
import { apiViewScript } from '../src/api/apiViewScript';
import { skipOffscreenScript } from '../src/islands/offscreenRendering';
import { apiPageCss } from '../src/api/apiPageStyles';
import { docsThemeCss } from '../src/theme/docsThemeSheet';
import robotoRanges from '@fontsource/roboto/unicode.json';
import { fontFaceCss } from '../src/fonts/fontFaces';
import { FONTS_URL, ROBOTO, withCommonRange } from '../src/fonts/selfHostedFonts';
import { gtagInlineScript, measurementIdFromEnvironment } from '../src/analytics/tagSetup';

/*
 * Roboto, the demos' font, declared on every page. A @font-face rule downloads nothing until text
 * uses the family (the site's own stack reaches Roboto only after system-ui), so a page without
 * demos pays about 3 kB of HTML, 350 bytes gzip, and no JavaScript: this document renders at export
 * only. Inline rather than a stylesheet: no extra render-blocking request on pages with demos, and
 * the rules are already in place when a reader navigates client-side from a page without demos.
 */
const robotoFontFaces = fontFaceCss(ROBOTO.faces, FONTS_URL, withCommonRange(robotoRanges));
const themeCss = docsThemeCss();
import { FAVICON_PATH, FAVICON_SIZE, WEB_MANIFEST_PATH, appIconPath } from '../src/seo/webManifest';
import { preloadDeferredParts } from '../src/components/deferredPart';
import { paintGateIds } from '../src/layout/paintGates';
// Their parts register as the modules load; imported here so that they are, whatever the page.
import '../src/layout/frameParts';
import '../src/docs/pageParts';

interface PaintGateProps {
  /** The page's paint gates (src/layout/paintGates.ts), found in its rendered HTML. */
  paintGates: string[];
}

export default function DocsDocument(props: DocumentProps & DocumentHeadTagsProps & PaintGateProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        {props.paintGates.map((id) => (
          <link key={id} rel="expect" href={`#${id}`} blocking="render" />
        ))}
        <meta name="color-scheme" content="light dark" />
        {/* Browser chrome in the page's background, following the system's scheme (all a meta tag can know). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={SCHEME_BACKGROUNDS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={SCHEME_BACKGROUNDS.dark} />
        <link rel="icon" href={FAVICON_PATH} sizes={`${FAVICON_SIZE}x${FAVICON_SIZE}`} type="image/png" />
        <link rel="icon" href={appIconPath(192)} sizes="192x192" type="image/png" />
        {/* Found by the demo frames (src/demos/DemoIframe.tsx), whose documents need the same rules. */}
        <style data-font-faces="" dangerouslySetInnerHTML={{ __html: robotoFontFaces }} />
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
        {/* Runs before the colour-scheme script below, so a corrupted stored mode means "system". */}
        <script dangerouslySetInnerHTML={{ __html: sanitizeColorModeScript }} />
        {/* Marks <html> with the reader's code language and styling before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: codePreferenceScript }} />
        {/* Marks <html> with the reader's package manager, for the install commands' tabs. */}
        <script dangerouslySetInnerHTML={{ __html: packageManagerScript }} />
        {/* Marks <html> with the reader's API view (table or list) before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: apiViewScript }} />
        {/* The theme's CSS variables and the document's baseline. */}
        <style data-theme-sheet="" dangerouslySetInnerHTML={{ __html: themeCss }} />
        {/* The package-manager tabs, the page tools, the table of contents, the API pages' views and the demos' variants: CSS, not JavaScript. */}
        <style
          data-document-sheet=""
          dangerouslySetInnerHTML={{ __html: packageManagerTabsCss + pageToolsCss + tableOfContentsCss + apiPageCss + demoVariantCss }}
        />
        {/* window.gtag, so events queue from the start; the analytics code itself loads after hydration. */}
        {process.env.NODE_ENV === 'production' ? (
          <script dangerouslySetInnerHTML={{ __html: gtagInlineScript(measurementIdFromEnvironment()) }} />
        ) : null}
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_SELECTOR}
          defaultMode="system"
          modeStorageKey={MODE_STORAGE_KEY}
          colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        />
        <Main />
        {/* Once the document is parsed, demo frames off-screen skip their rendering. */}
        <script dangerouslySetInnerHTML={{ __html: skipOffscreenScript }} />
        <NextScript />
      </body>
    </Html>
  );
}

DocsDocument.getInitialProps = async (ctx: DocumentContext) => {
  // The parts that hydrate after the page are rendered in full, not left for a script to fill (src/components/deferredPart.tsx).
  await preloadDeferredParts();
  const initialProps = await documentGetInitialProps(ctx);
  return { ...initialProps, paintGates: paintGateIds(initialProps.html) };
};
