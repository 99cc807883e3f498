import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * Styles of a navigation entry, as sx, for the components not yet moved to CSS modules (ProductsNav).
 * The sidebar and the drawer's top menu use navItem.module.css, which draws the same: keep both equal
 * until this file goes.
 */
export const navItemSx = (theme: Theme): SystemStyleObject<Theme> => ({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  mx: 1,
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  color: 'text.secondary',
  textDecoration: 'none',
  fontSize: 14,
  fontWeight: 500,
  lineHeight: 1.5,
  '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  '&[aria-current="page"]': {
    color: 'primary.main',
    bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
    fontWeight: 600,
  },
});

export const navSubheaderSx: SystemStyleObject<Theme> = {
  px: 2.5,
  pt: 2,
  pb: 0.5,
  m: 0,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'text.secondary',
};
