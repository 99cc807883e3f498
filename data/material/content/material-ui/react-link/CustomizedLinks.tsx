import * as React from 'react';
import Link, { linkClasses } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// The underline grows from the left on hover and keyboard focus.
const SlideLink = styled(Link)(({ theme }) => ({
  position: 'relative',
  textDecoration: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    bottom: -2,
    width: '100%',
    height: 2,
    backgroundColor: 'currentColor',
    transform: 'scaleX(0)',
    transformOrigin: 'left',
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after, &:focus-visible::after': { transform: 'scaleX(1)' },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
  [`&.${linkClasses.focusVisible}`]: { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 4 },
}));

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function CustomizedLinks() {
  return (
    <Stack
      component="nav"
      aria-label="Footer"
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      onClick={preventPlainLinkClick}
    >
      <SlideLink href="?section=about">About us</SlideLink>
      <SlideLink href="?section=accessibility-statement">Accessibility statement</SlideLink>
      <SlideLink href="?section=status" sx={{ color: 'text.primary' }}>
        System status
      </SlideLink>
    </Stack>
  );
}
