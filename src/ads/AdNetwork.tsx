import * as React from 'react';
import type { AdLayout, NetworkDetection } from './adChoice';
import { isNetworkHouseAd, watchPlacement } from './placementWatcher';
import styles from './Ads.module.css';

/** The element the network's script renders its ad into. */
export const NETWORK_PLACEMENT_SELECTOR = '#carbonads';

/**
 * Injects the ad network's script into its own container and reports what the placement checks
 * find. The container stays mounted (hidden while another source shows), so a network that shows
 * up late can still render into it.
 */
export default function AdNetwork(props: {
  src: string;
  layout: AdLayout;
  visible: boolean;
  onDetection: (detection: NetworkDetection) => void;
}) {
  const { src, layout, visible, onDetection } = props;
  const container = React.useRef<HTMLDivElement>(null);
  const report = React.useRef(onDetection);
  React.useEffect(() => {
    report.current = onDetection;
  });

  React.useEffect(() => {
    const element = container.current!;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.id = '_carbonads_js';
    element.appendChild(script);
    const stop = watchPlacement({
      check: () => {
        const placement = element.querySelector(NETWORK_PLACEMENT_SELECTOR);
        if (!placement) {
          return null;
        }
        const hrefs = Array.from(placement.querySelectorAll('a[href]'), (link) => link.getAttribute('href') ?? '');
        return isNetworkHouseAd(hrefs) ? 'house' : 'present';
      },
      onChange: (detection) => report.current(detection),
    });
    return () => {
      stop();
      // Moved out, not just removed: a script still loading runs all the same, and the network's
      // code writes next to its own tag (`script.parentNode`), which must not be null then.
      document.createDocumentFragment().append(...element.childNodes);
    };
  }, [src]);

  return (
    <div
      ref={container}
      data-ad-network=""
      data-ad-layout={layout}
      className={layout === 'inline' ? `${styles.network} ${styles.inline}` : styles.network}
      style={{ display: visible ? 'block' : 'none' }}
    />
  );
}
