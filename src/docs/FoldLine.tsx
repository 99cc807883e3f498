import * as React from 'react';
import { BELOW_FOLD_ATTRIBUTE, foldLineScript } from '../islands/offscreenRendering';
import styles from './FoldLine.module.css';

const subscribeNever = () => () => {};

/**
 * The fold line's script (src/islands/offscreenRendering.ts), in the exported HTML only: it acts
 * while the document is parsed. A page rendered in the browser (a client-side navigation) holds no
 * frame back, and React would only warn about a script it cannot run.
 */
export function FoldLine() {
  const exported = React.useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // The script's text is for the server's HTML only: hydration leaves it as it is, and the
  // JavaScript of every page (the route is one) does not carry it.
  return exported ? (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? foldLineScript : '' }} />
  ) : null;
}

/** A frame below the fold line: hidden until the document is parsed, when the line holds it. */
export function BelowFold({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.belowFold} {...{ [BELOW_FOLD_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}
