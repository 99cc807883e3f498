import * as React from 'react';
import Link from '../components/Link';
import { useAdConfig } from './AdProvider';
import AdCard from './AdCard';
import AdNetwork from './AdNetwork';
import { AD_BLOCKER_APPEAL, IN_HOUSE_ADS } from './inHouseAds';
import { chooseAdSource, getSessionLayout, isBot, pickOne, type AdLayout, type NetworkDetection } from './adChoice';
import { adLabel, scheduleDisplayEvent, sendAdEvent } from './adEvents';
import { sessionStorageOrNull } from '../utils/webStorage';
import styles from './Ads.module.css';

/**
 * Chooses the source (see the README's ad section), shows it and reports it. Mounted only in the
 * browser, after hydration; bots get the empty slot.
 */
function AdBlock({ onLabel }: { onLabel: (label: string) => void }) {
  const [bot] = React.useState(() => isBot(navigator.userAgent));
  return bot ? null : <ChosenAd onLabel={onLabel} />;
}

function ChosenAd({ onLabel }: { onLabel: (label: string) => void }) {
  const { placement, networkScriptUrl, displaySamplingRatio } = useAdConfig();
  const [layout] = React.useState<AdLayout>(() => getSessionLayout(sessionStorageOrNull(), Math.random));
  // Drawn once per mounted block (one page view), never again on re-render.
  const [draws] = React.useState(() => ({
    appeal: Math.random(),
    inHouse: pickOne(IN_HOUSE_ADS, Math.random),
  }));
  const [detection, setDetection] = React.useState<NetworkDetection>('pending');
  const source = chooseAdSource({
    networkConfigured: networkScriptUrl !== null,
    detection,
    appealDraw: draws.appeal,
  });
  const label = adLabel(source ?? 'pending', placement, layout);

  React.useEffect(() => {
    onLabel(label);
    return source
      ? scheduleDisplayEvent({
          label,
          samplingRatio: displaySamplingRatio,
          random: Math.random,
        })
      : undefined;
  }, [label, source, displaySamplingRatio, onLabel]);

  const onClickCapture = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      sendAdEvent('click', label);
    }
  };

  let shown: React.ReactNode = null;
  if (source === 'appeal') {
    shown = (
      <AdCard layout={layout} image={AD_BLOCKER_APPEAL.img} title={AD_BLOCKER_APPEAL.title} description={AD_BLOCKER_APPEAL.description}>
        <Link href={AD_BLOCKER_APPEAL.link} className={styles.appealLink}>
          {AD_BLOCKER_APPEAL.linkText}
        </Link>
      </AdCard>
    );
  } else if (source && source !== 'network') {
    const ad = draws.inHouse;
    shown = (
      <div data-ad={ad.label} style={{ display: 'contents' }}>
        <AdCard
          layout={layout}
          href={ad.link}
          image={ad.img}
          title={ad.name}
          description={ad.description}
          byline={`ad by ${ad.poweredby}`}
        />
      </div>
    );
  }

  return (
    <div data-ad-source={source ?? 'pending'} onClickCapture={onClickCapture}>
      {networkScriptUrl ? (
        <AdNetwork src={networkScriptUrl} layout={layout} visible={source === 'network'} onDetection={setDetection} />
      ) : null}
      {shown}
    </div>
  );
}

// Loaded after hydration (src/ads/AdSlot.tsx), styled by a CSS module: no Material UI.
export default AdBlock;
