import * as React from 'react';
import useMounted from '../utils/useMounted';
import { useAdConfig } from './AdProvider';
import AdErrorBoundary from './AdErrorBoundary';
import styles from './AdSlot.module.css';

// The ad code (source choice, layout, bot check, network) loads after hydration, so it never
// weighs on a page's first load.
const AdBlock = React.lazy(() => import('./AdBlock'));

/**
 * The ad block's place under a page's description. The static HTML holds only this reserved
 * space, so the ad arriving later never moves the text below it. `next dev` without
 * `NEXT_PUBLIC_ADS_IN_DEV=true` keeps it empty.
 */
export default function AdSlot() {
  const { enabled, placement } = useAdConfig();
  const mounted = useMounted();
  // What a crash reports; the block replaces it with its own label once it knows the source.
  const label = React.useRef(`pending-${placement}-unknown`);
  const onLabel = React.useCallback((value: string) => {
    label.current = value;
  }, []);
  return (
    <div data-ad-slot={placement} data-pagefind-ignore="" className={styles.slot}>
      {mounted && enabled ? (
        <AdErrorBoundary getLabel={() => label.current}>
          <AdBlock onLabel={onLabel} />
        </AdErrorBoundary>
      ) : null}
    </div>
  );
}
