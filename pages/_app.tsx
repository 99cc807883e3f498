import * as React from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import DocsThemeProvider from '../src/theme/DocsThemeProvider';
import { TranslationsProvider } from '../src/i18n/TranslationsContext';
import { CodePreferencesProvider } from '../src/demos/CodePreferences';
import AnalyticsLoader from '../src/analytics/AnalyticsLoader';
import type { EmotionCache } from '@emotion/cache';
import { PageEmotionCacheContext } from '../src/islands/PageEmotionCache';

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
    <AppCacheProvider {...props}>
      <PageEmotionCacheContext.Provider value={emotionCache}>
        <Head>
          <meta name="viewport" content="initial-scale=1, width=device-width" />
        </Head>
        <DocsThemeProvider>
          <TranslationsProvider translations={pageProps.translations}>
            <CodePreferencesProvider>
              <Component {...pageProps} />
              <AnalyticsLoader asPath={props.router.asPath} />
            </CodePreferencesProvider>
          </TranslationsProvider>
        </DocsThemeProvider>
      </PageEmotionCacheContext.Provider>
    </AppCacheProvider>
  );
}
