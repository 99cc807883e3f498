import * as React from 'react';
import type { ExcerptSegment } from './excerpt';
import styles from './ExcerptText.module.css';

/**
 * A result's excerpt: its segments as React text, the matches in <mark> (no other markup reaches the page).
 * `className` adds the caller's layout (spacing, line clamp); the excerpt's own look stays here.
 */
export default function ExcerptText({ segments, className }: { segments: ExcerptSegment[]; className?: string }) {
  return (
    <div className={className ? `${styles.excerpt} ${className}` : styles.excerpt}>
      {segments.map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
      )}
    </div>
  );
}
