import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { useTranslate } from '../i18n/TranslationsContext';
import type { PageLink } from '../navigation/types';

function PrevNextLink({ link, direction }: { link: PageLink; direction: 'prev' | 'next' }) {
  const t = useTranslate();
  return (
    <Box
      component={NextLink}
      href={link.route}
      rel={direction}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: direction === 'next' ? 'flex-end' : 'flex-start',
        textAlign: direction === 'next' ? 'end' : 'start',
        gridColumn: direction === 'next' ? 2 : 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textDecoration: 'none',
        color: 'text.primary',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {t(direction === 'prev' ? 'previousPage' : 'nextPage')}
      </Box>
      <Box component="span" sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
        {link.title}
      </Box>
    </Box>
  );
}

/** Links to the previous and next pages of the tree. */
export default function PrevNext({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  const t = useTranslate();
  if (!prev && !next) {
    return null;
  }
  return (
    // minmax(0, 1fr): a long one-word title (AutocompleteListbox) wraps instead of widening a phone's page.
    <Box
      component="nav"
      aria-label={t('pageNavigation')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, mt: 6 }}
    >
      {prev ? <PrevNextLink link={prev} direction="prev" /> : null}
      {next ? <PrevNextLink link={next} direction="next" /> : null}
    </Box>
  );
}
