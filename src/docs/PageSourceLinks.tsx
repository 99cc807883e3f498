import Box from '@mui/material/Box';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useTranslate } from '../i18n/TranslationsContext';
import { markdownPathOf } from './markdownPath';
import type { LastUpdated } from './types';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 14, color: 'primary.main' } as const;

interface PageSourceLinksProps {
  route: string;
  editUrl?: string;
  lastUpdated?: LastUpdated | null;
}

/**
 * The footer links to a page's sources (its Markdown export, and the file to edit where there is
 * one) and the date the page last changed, where known.
 */
export default function PageSourceLinks({ route, editUrl, lastUpdated }: PageSourceLinksProps) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 3 }}>
      {editUrl ? (
        <Box component="a" href={editUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
          <EditOutlined sx={{ fontSize: 18 }} />
          {t('editPage')}
        </Box>
      ) : null}
      {/* A file, not a page of the app: a plain link, so the browser loads it. */}
      <Box component="a" href={markdownPathOf(route)} type="text/markdown" sx={linkSx}>
        <DescriptionOutlined sx={{ fontSize: 18 }} />
        {t('viewMarkdown')}
      </Box>
      {lastUpdated ? (
        <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary', alignSelf: 'center' }}>
          {t('lastUpdated')} <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </Box>
      ) : null}
    </Box>
  );
}
