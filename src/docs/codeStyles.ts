import type { Theme } from '@mui/material/styles';

/**
 * Shiki writes each token's light colour inline and its dark one as `--shiki-dark`; under the
 * dark scheme's class the dark colours apply. Used by Markdown code blocks and demo code alike.
 */
export function darkCodeColors(theme: Theme) {
  return theme.applyStyles('dark', {
    '& pre.shiki, & pre.shiki span': {
      color: 'var(--shiki-dark) !important',
      backgroundColor: 'var(--shiki-dark-bg) !important',
    },
  });
}
