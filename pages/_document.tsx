import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, sanitizeColorModeScript } from '../src/settings/colorMode';
import { COLOR_SCHEME_SELECTOR, SCHEME_BACKGROUNDS } from '../src/theme/createDocsTheme';
import { codePreferenceScript } from '../src/demos/preferenceScript';
import { WEB_MANIFEST_PATH } from '../src/seo/webManifest';

export default function DocsDocument(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        {/* Browser chrome in the page's background, following the system's scheme (all a meta tag can know). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={SCHEME_BACKGROUNDS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={SCHEME_BACKGROUNDS.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
        {/* Runs before the colour-scheme script below, so a corrupted stored mode means "system". */}
        <script dangerouslySetInnerHTML={{ __html: sanitizeColorModeScript }} />
        {/* Marks <html> with the reader's code language and styling before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: codePreferenceScript }} />
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
        <NextScript />
      </body>
    </Html>
  );
}

DocsDocument.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
