import * as React from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import type { EmotionCache } from '@emotion/cache';
import SettingsProvider from '../src/settings/SettingsProvider';
import { TranslationsProvider } from '../src/i18n/TranslationsContext';
import { CodePreferencesProvider } from '../src/demos/CodePreferences';
import AnalyticsLoader from '../src/analytics/AnalyticsLoader';
import { PageEmotionCacheContext } from '../src/islands/PageEmotionCache';

/**
 * No theme provider and no Emotion here: the frame is styled by CSS modules on the theme's CSS
 * variables (a static sheet of the document). What Material UI draws (islands, the pieces opened
 * on use, the templates) brings its provider in its own chunk. `emotionCache` is the server's, from
 * _document: the islands' and templates' server styles are collected into it.
 */
export default function DocsApp(props: AppProps & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, emotionCache = null } = props;
  React.useEffect(() => {
    // Offline reading and clean updates; the worker exists only in exported builds.
    if (process.env.NODE_ENV === 'production') {
      import('../src/sw/registerServiceWorker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => {
          console.warn('The service worker could not be registered:', error);
        });
    }
  }, []);
  return (
    <PageEmotionCacheContext.Provider value={emotionCache}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <SettingsProvider>
        <TranslationsProvider translations={pageProps.translations}>
          <CodePreferencesProvider>
            <Component {...pageProps} />
            <AnalyticsLoader asPath={props.router.asPath} />
          </CodePreferencesProvider>
        </TranslationsProvider>
      </SettingsProvider>
    </PageEmotionCacheContext.Provider>
  );
}
