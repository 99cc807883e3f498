import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const classes = {
  arrow: 'GuideLink-arrow',
  title: 'GuideLink-title',
};

// The parent styles its children through stable class names.
const GuideLink = styled('a')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.spacing(1),
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  color: (theme.vars || theme).palette.text.primary,
  textDecoration: 'none',
  [`& .${classes.arrow}`]: {
    marginLeft: 'auto',
    color: (theme.vars || theme).palette.text.secondary,
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
  },
  [`&:hover .${classes.arrow}, &:focus-visible .${classes.arrow}`]: {
    transform: 'translateX(4px)',
  },
  [`&:hover .${classes.title}`]: {
    textDecoration: 'underline',
  },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  '@media (prefers-reduced-motion: reduce)': {
    [`& .${classes.arrow}`]: { transition: 'none' },
  },
}));

const guides = [
  { href: '/system/getting-started/the-sx-prop/', title: 'The sx prop', detail: 'Shorthands and theme values' },
  { href: '/system/react-stack/', title: 'Stack', detail: 'One-direction layouts' },
];

export default function StyledChildSelector() {
  return (
    <nav aria-label="Related guides" style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      {guides.map((guide) => (
        <GuideLink key={guide.href} href={guide.href}>
          <span>
            <span className={classes.title}>{guide.title}</span>
            <br />
            <small>{guide.detail}</small>
          </span>
          <span className={classes.arrow} aria-hidden>
            →
          </span>
        </GuideLink>
      ))}
    </nav>
  );
}
