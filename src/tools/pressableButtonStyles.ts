import type { Theme } from '@mui/material/styles';

/**
 * The look the tools give a button that stays pressed (`aria-pressed`): outlined, the site's
 * hover and focus, a tint and bold text while pressed. Colours are the site theme's variables.
 */
export function pressableButtonStyles(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    border: `1px solid ${palette.divider}`,
    borderRadius: 8,
    background: 'transparent',
    color: palette.text.primary,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      borderColor: palette.primary.main,
      backgroundColor: palette.action.selected,
      fontWeight: 600,
    },
  } as const;
}
