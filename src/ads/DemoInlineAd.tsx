import * as React from 'react';
import { useAdConfig } from './AdProvider';
import AdCard from './AdCard';
import { adLabel, scheduleDisplayEvent, sendAdEvent } from './adEvents';
import { loadFeedAd, type FeedAd } from './feed';

import { DEMO_AD_HEIGHT } from './adSizes';
import styles from './Ads.module.css';

function feedHost(url: string): string {
  return new URL(url).hostname;
}

/**
 * The external feed's ad under a demo whose code is open. Its space is reserved when the code
 * opens, so the ad arriving later moves nothing; a feed that fails leaves that space empty.
 */
function DemoInlineAd() {
  const { feedUrl, placement, displaySamplingRatio } = useAdConfig();
  // undefined while the feed is asked; null once it gave no usable ad.
  const [ad, setAd] = React.useState<FeedAd | null | undefined>(undefined);
  const label = adLabel('feed', placement, 'inline');

  React.useEffect(() => {
    if (!feedUrl) {
      return undefined;
    }
    const controller = new AbortController();
    loadFeedAd({
      url: feedUrl,
      fetchFeed: (url, init) => fetch(url, init),
      signal: controller.signal,
    }).then((loaded) => {
      if (!controller.signal.aborted) {
        setAd(loaded);
      }
    });
    return () => controller.abort();
  }, [feedUrl]);

  React.useEffect(
    () =>
      ad
        ? scheduleDisplayEvent({
            label,
            samplingRatio: displaySamplingRatio,
            random: Math.random,
          })
        : undefined,
    [ad, label, displaySamplingRatio],
  );

  return (
    <div data-ad-slot={placement} data-ad-source={ad ? 'feed' : ad === null ? 'none' : 'pending'} className={styles.demoSlot}>
      <div style={{ minHeight: DEMO_AD_HEIGHT }}>
        {ad ? (
          <AdCard
            layout="inline"
            href={ad.link}
            image={ad.image}
            title={ad.company}
            description={ad.description}
            byline={`ads via ${feedHost(feedUrl!)}`}
            beacons={[ad.impression, ...ad.pixels].filter((url): url is string => url !== null)}
            onClick={() => sendAdEvent('click', label)}
          />
        ) : null}
      </div>
    </div>
  );
}

// Loaded with an open demo's code, styled by a CSS module: no Material UI.
export default DemoInlineAd;
