import { styled, type Theme } from '@mui/material/styles';

// Plain elements: IconButton would bring ButtonBase, its ripple and a transition library into
// every page's JavaScript for no reader benefit.
const iconButtonStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: the smallest comfortable touch target (WCAG 2.5.5).
  width: 44,
  height: 44,
  flexShrink: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
});

/** The round icon button of the app bar. */
export const AppIconButton = styled('button')(iconButtonStyles);

/** The same look for a link (the GitHub link). */
export const AppIconLink = styled('a')(iconButtonStyles);
