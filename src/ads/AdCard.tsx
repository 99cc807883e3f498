import * as React from 'react';
import type { AdLayout } from './adChoice';
import { DEMO_AD_HEIGHT } from './adSizes';
import styles from './Ads.module.css';

export interface AdCardProps {
  layout: AdLayout;
  /** Where the card leads (a new tab); without it, the children carry the link. */
  href?: string;
  image: string | null;
  title: string;
  description: string;
  /** The small print: who serves the ad. */
  byline?: string;
  /** Tracking images that must load with the ad (the feed's impression and pixels). */
  beacons?: string[];
  onClick?: () => void;
  children?: React.ReactNode;
}

/**
 * One ad: artwork beside a title and a sentence. Its height is capped at the reserved space, so
 * nothing the ad says can push the page down.
 */
export default function AdCard({ layout, href, image, title, description, byline, beacons = [], onClick, children }: AdCardProps) {
  const inline = layout === 'inline';
  const linkProps = href ? { href, target: '_blank', rel: 'noopener sponsored', onClick } : {};
  const Target = href ? 'a' : 'div';
  return (
    <aside
      aria-label="Sponsored"
      data-ad-layout={layout}
      className={inline ? `${styles.card} ${styles.inline}` : styles.card}
      style={inline ? { maxHeight: DEMO_AD_HEIGHT } : undefined}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the ad source's own image, shown as served */}
      {image ? <img src={image} alt="" className={styles.image} /> : null}
      <div className={styles.text}>
        <Target {...linkProps} className={styles.target}>
          <span className={styles.title}>{title}</span>
          <span className={styles.description}>{description}</span>
        </Target>
        {children}
        {byline ? <span className={styles.byline}>{byline}</span> : null}
      </div>
      {beacons.map((url) => (
        // eslint-disable-next-line @next/next/no-img-element -- a tracking pixel, loaded as the feed gives it
        <img key={url} src={url} alt="" aria-hidden className={styles.beacon} />
      ))}
    </aside>
  );
}
