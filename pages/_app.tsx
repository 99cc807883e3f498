import * as React from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import DocsThemeProvider from '../src/theme/DocsThemeProvider';
import { TranslationsProvider } from '../src/i18n/TranslationsContext';
import { CodePreferencesProvider } from '../src/demos/CodePreferences';
import AnalyticsLoader from '../src/analytics/AnalyticsLoader';

export default function DocsApp(props: AppProps) {
  const { Component, pageProps } = props;
  React.useEffect(() => {
    // Offline reading and clean updates; the worker exists only in exported builds.
    if (process.env.NODE_ENV === 'production') {
      import('../src/sw/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()).catch((error: unknown) => {
        console.warn('The service worker could not be registered:', error);
      });
    }
  }, []);
  return (
    <AppCacheProvider {...props}>
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
    </AppCacheProvider>
  );
}
