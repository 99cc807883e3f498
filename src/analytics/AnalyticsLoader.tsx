import * as React from 'react';
import { useCodePreferences } from '../demos/CodePreferences';
import { useColorMode } from '../settings/colorModeStore';
import type { AnalyticsProps } from './Analytics';

// `window.gtag` is defined by the inline script of production builds only.
const ENABLED = process.env.NODE_ENV === 'production';

/**
 * Loads the analytics code after hydration and feeds it the page's state as plain values. The
 * loaded chunk imports neither the router nor the theme: with `next/router` imported there,
 * Turbopack split the router out of the shared chunk, one more script (+0.6 kB gzip) on every page.
 */
export default function AnalyticsLoader({ asPath }: { asPath: string }) {
  const { codeVariant, codeStyling } = useCodePreferences();
  const { mode } = useColorMode();
  const [Analytics, setAnalytics] = React.useState<React.ComponentType<AnalyticsProps> | null>(null);
  React.useEffect(() => {
    if (ENABLED) {
      import('./Analytics')
        .then((module) => setAnalytics(() => module.default))
        .catch((error: unknown) => console.warn('Analytics:', error));
    }
  }, []);
  return Analytics ? <Analytics asPath={asPath} codeVariant={codeVariant} codeStyling={codeStyling} colorMode={mode} /> : null;
}
