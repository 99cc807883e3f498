import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

const markdownSx = (theme: Theme) => ({
  fontSize: 16,
  lineHeight: 1.7,
  color: 'text.primary',
  overflowWrap: 'break-word' as const,
  '& h2, & h3, & h4': { position: 'relative', fontWeight: 700, lineHeight: 1.3, scrollMarginTop: 88 },
  '& h2': { fontSize: 26, mt: 5, mb: 1.5 },
  '& h3': { fontSize: 20, mt: 4, mb: 1 },
  '& h4': { fontSize: 17, mt: 3, mb: 1 },
  '& .anchor-link': {
    ml: 1,
    color: 'text.secondary',
    textDecoration: 'none',
    opacity: 0,
    transition: 'opacity 150ms',
  },
  '& h2:hover .anchor-link, & h3:hover .anchor-link, & h4:hover .anchor-link': { opacity: 1 },
  '& p, & ul, & ol, & blockquote, & .table-scroll, & pre': { mt: 0, mb: 2 },
  '& ul, & ol': { pl: 3 },
  '& li + li': { mt: 0.5 },
  '& a:not(.anchor-link)': {
    color: 'primary.main',
    textUnderlineOffset: '2px',
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2, borderRadius: '2px' },
  },
  '& blockquote': {
    mx: 0,
    px: 2,
    py: 0.5,
    borderInlineStart: 4,
    borderColor: 'primary.main',
    bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.06)`,
    borderRadius: 1,
    '& p:last-child': { mb: 0 },
  },
  '& :not(pre) > code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    px: 0.5,
    py: 0.25,
    borderRadius: 0.5,
    bgcolor: 'action.hover',
    border: 1,
    borderColor: 'divider',
  },
  '& pre': {
    p: 2,
    overflowX: 'auto',
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    fontSize: 14,
    lineHeight: 1.6,
    '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  },
  // Shiki writes both themes' colours; the dark ones apply under the dark scheme's class.
  ...theme.applyStyles('dark', {
    '& pre.shiki, & pre.shiki span': {
      color: 'var(--shiki-dark) !important',
      backgroundColor: 'var(--shiki-dark-bg) !important',
    },
  }),
  '& .table-scroll': { overflowX: 'auto', '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` } },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: 15 },
  '& th, & td': { textAlign: 'start', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
  '& th': { fontWeight: 600 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
});

/** HTML rendered from Markdown at build time, styled for reading. */
export default function MarkdownContent({ html }: { html: string }) {
  return <Box sx={markdownSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
