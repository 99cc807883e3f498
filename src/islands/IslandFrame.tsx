import * as React from 'react';
import frameStyles from './islandFrame.module.css';
import { FRAME_ATTRIBUTE } from './offscreenRendering';

type FrameProps = { 'aria-label': string; children: React.ReactNode } & { [data: `data-${string}`]: string };

/**
 * The box around a demo or a playground. Search indexes the page's prose, not what a frame holds.
 * The end-of-body script may mark the frame before hydration (`skipOffscreenScript`), hence the
 * suppressed warning: it covers this element's attributes only, not its content.
 */
export default function IslandFrame({ children, ...attributes }: FrameProps) {
  return (
    <section {...attributes} {...{ [FRAME_ATTRIBUTE]: '' }} data-pagefind-ignore="" className={frameStyles.frame} suppressHydrationWarning>
      {children}
    </section>
  );
}
