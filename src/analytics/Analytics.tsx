import * as React from 'react';
import { pathnameToLanguage } from '../utils/helpers';
import { sendEvent } from './gtag';
import { loadTagManager, measurementIdFromEnvironment } from './tagSetup';
import { createPageViewTracker } from './pageViews';
import { listenForClickEvents } from './clickEvents';
import { createUserPropertiesReporter, sendUserProperties, watchDevicePixelRatio, watchOsColorScheme } from './userProperties';
import { reportWebVitals } from './webVitals';
import { browserSettleSignals, pageSettled } from '../utils/pageSettled';

export interface AnalyticsProps {
  /** The router's path: a new value after each route change. */
  asPath: string;
  codeVariant: string;
  codeStyling: string;
  /** The reader's colour mode; undefined until the theme knows it. */
  colorMode: string | undefined;
}

/**
 * Page views, tagged clicks, the reader's properties and sampled web vitals, all through
 * `window.gtag`. Mounted once, after hydration, for the life of the page.
 */
export default function Analytics({ asPath, codeVariant, codeStyling, colorMode }: AnalyticsProps) {
  const [pageViews] = React.useState(() =>
    createPageViewTracker({
      send: (params) => sendEvent('page_view', params),
      getTitle: () => document.title,
      origin: window.location.origin,
    }),
  );
  const [reportUserProperties] = React.useState(() => createUserPropertiesReporter(sendUserProperties));
  const { userLanguage } = pathnameToLanguage(asPath);

  React.useEffect(() => {
    const id = measurementIdFromEnvironment();
    if (id) {
      loadTagManager(document, id);
    }
    // The sampling reads sessionStorage, whose first use in a page waits on the browser process
    // (a blocking call, 2 to 12 ms in Lighthouse runs): not while the page hydrates. The metrics'
    // observers read the entries buffered until then.
    pageSettled(browserSettleSignals(window))
      .then(() => reportWebVitals({ getStorage: () => window.sessionStorage, random: Math.random, send: sendEvent }))
      .catch((error: unknown) => console.warn('Web vitals:', error));
    return listenForClickEvents(document, sendEvent);
  }, []);

  React.useEffect(() => pageViews.routeChanged(asPath), [pageViews, asPath]);
  React.useEffect(() => pageViews.stop, [pageViews]);

  React.useEffect(() => {
    reportUserProperties({ codeVariant, codeStylingVariant: codeStyling, colorScheme: colorMode, userLanguage });
  }, [reportUserProperties, codeVariant, codeStyling, colorMode, userLanguage]);

  React.useEffect(() => {
    const stopRatio = watchDevicePixelRatio(window, (ratio) => reportUserProperties({ devicePixelRatio: ratio }));
    const stopScheme = watchOsColorScheme(window, (scheme) => reportUserProperties({ colorSchemeOS: scheme }));
    return () => {
      stopRatio();
      stopScheme();
    };
  }, [reportUserProperties]);

  return null;
}
