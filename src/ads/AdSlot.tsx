import * as React from 'react';
import Box from '@mui/material/Box';
import useMounted from '../utils/useMounted';
import { useAdConfig } from './AdProvider';
import AdErrorBoundary from './AdErrorBoundary';
import { AD_SLOT_MIN_HEIGHT } from './adSizes';
import { adLabel, getSessionLayout, isBot, type AdLayout } from './adChoice';

// The ad code loads after hydration, so it never weighs on a page's first load.
const AdBlock = React.lazy(() => import('./AdBlock'));

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function ActiveAd({ placement }: { placement: string }) {
  const [layout] = React.useState<AdLayout>(() => getSessionLayout(sessionStorageOrNull(), Math.random));
  const label = React.useRef(adLabel('pending', placement, layout));
  const onLabel = React.useCallback((value: string) => {
    label.current = value;
  }, []);
  return (
    <AdErrorBoundary getLabel={() => label.current}>
      <React.Suspense fallback={null}>
        <AdBlock layout={layout} onLabel={onLabel} />
      </React.Suspense>
    </AdErrorBoundary>
  );
}

/**
 * The ad block's place under a page's description. The static HTML holds only this reserved
 * space, so the ad arriving later never moves the text below it. Bots, and `next dev` without
 * `NEXT_PUBLIC_ADS_IN_DEV=true`, get the empty element.
 */
export default function AdSlot() {
  const { enabled, placement } = useAdConfig();
  const mounted = useMounted();
  const show = mounted && enabled && !isBot(navigator.userAgent);
  return (
    <Box data-ad-slot={placement} sx={{ my: 3, minHeight: AD_SLOT_MIN_HEIGHT }}>
      {show ? <ActiveAd placement={placement} /> : null}
    </Box>
  );
}
