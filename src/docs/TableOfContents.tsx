import * as React from 'react';
import Box from '@mui/material/Box';
import type { TocEntry } from './types';
import { useTranslate } from '../i18n/TranslationsContext';
import { APP_BAR_HEIGHT } from '../layout/AppHeader';

/** The heading whose section is in view: the last one that has scrolled past the app bar. */
function useActiveHeading(toc: TocEntry[]): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (toc.length === 0) {
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const entry of toc) {
        const element = document.getElementById(entry.id);
        if (element && element.getBoundingClientRect().top <= APP_BAR_HEIGHT + 24) {
          current = entry.id;
        }
      }
      // At the very bottom the last sections cannot reach the top: the last one is in view.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && window.scrollY > 0 ? toc[toc.length - 1].id : current);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}

export default function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const active = useActiveHeading(toc);
  if (toc.length === 0) {
    return null;
  }
  return (
    <Box component="nav" aria-labelledby="toc-title">
      <Box
        component="p"
        id="toc-title"
        sx={{ m: 0, mb: 1, fontSize: 12, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {t('toc')}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderInlineStart: 1, borderColor: 'divider' }}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <Box
              component="a"
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              sx={(theme) => ({
                display: 'block',
                py: 0.5,
                pl: entry.level === 3 ? 3 : 1.5,
                ml: '-1px',
                borderInlineStart: 2,
                borderColor: 'transparent',
                fontSize: 13,
                lineHeight: 1.5,
                color: 'text.secondary',
                textDecoration: 'none',
                '&:hover': { color: 'text.primary' },
                '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
                '&[aria-current="location"]': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
              })}
            >
              {entry.text}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
