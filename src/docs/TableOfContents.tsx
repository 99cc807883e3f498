import * as React from 'react';
import type { TocEntry } from './types';
import { useTranslate } from '../i18n/TranslationsContext';
import { APP_BAR_HEIGHT } from '../layout/appBarHeight';
import { activeTarget, lastIndexAtOrAbove, sortOffsets, type TargetOffsets } from './activeHeading';

/** The entry whose target is in view: the last one that has scrolled past the app bar. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (ids.length === 0) {
      return undefined;
    }
    let frame = 0;
    // Measured on the first frame after a change of layout (content, fonts, window), not on every scrolled frame.
    let offsets: TargetOffsets | null = null;
    const pageTop = (id: string) => {
      const element = document.getElementById(id);
      return element?.getClientRects().length ? element.getBoundingClientRect().top + window.scrollY : null;
    };
    const update = () => {
      frame = 0;
      // A target the browser scrolled to sits on the line (its scroll margin), give or take a fraction of a pixel.
      const line = window.scrollY + APP_BAR_HEIGHT + 24 + 1;
      const index = offsets ? lastIndexAtOrAbove(offsets.tops, line) : -1;
      // A shift the observer cannot see (content moved, the body's size unchanged) shows as a target off its offset.
      const moved = (i: number) =>
        offsets !== null && i >= 0 && i < offsets.ids.length && Math.abs((pageTop(offsets.ids[i]) ?? -1) - offsets.tops[i]) > 1;
      if (!offsets || moved(index) || moved(index + 1)) {
        offsets = sortOffsets(ids.map((id) => ({ id, top: pageTop(id) })));
      }
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeTarget(offsets, line, atBottom, ids[ids.length - 1]));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // Also reports the body's first size, which runs the first update.
    const observer = new ResizeObserver(() => {
      offsets = null;
      schedule();
    });
    observer.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/** Styled by the document's sheet (src/docs/tableOfContentsStyles.ts); `inset` is the depth, in spacing units. */
export function TocLink({ id, text, inset, active }: { id: string; text: string; inset: number; active: string | null }) {
  return (
    <a href={`#${id}`} className="toc-link" aria-current={id === active ? 'location' : undefined} style={{ paddingInlineStart: inset * 8 }}>
      {text}
    </a>
  );
}

/** How a page shows an entry's `children` (API pages: a group that opens and closes, src/api/ApiTocGroup.tsx). */
export type TocGroupComponent = React.ComponentType<{
  entry: TocEntry & { children: { id: string; text: string }[] };
  inset: number;
  active: string | null;
}>;

export default function TableOfContents({ toc, Group }: { toc: TocEntry[]; Group?: TocGroupComponent }) {
  const t = useTranslate();
  const ids = React.useMemo(() => toc.flatMap((entry) => [entry.id, ...(entry.children ?? []).map((child) => child.id)]), [toc]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) {
    return null;
  }
  return (
    <nav aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        {t('toc')}
      </p>
      <ul className="toc-list">
        {toc.map(({ children, ...entry }) => {
          const inset = entry.level === 3 ? 3 : 1.5;
          return Group && children?.length ? (
            <Group key={entry.id} entry={{ ...entry, children }} inset={inset} active={active} />
          ) : (
            <li key={entry.id}>
              <TocLink id={entry.id} text={entry.text} inset={inset} active={active} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
