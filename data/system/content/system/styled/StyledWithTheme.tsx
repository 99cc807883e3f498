import * as React from 'react';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, set when the theme uses CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';

const Banner = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  borderRadius: theme.spacing(1),
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderLeft: `4px solid ${(theme.vars || theme).palette.info.main}`,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  color: (theme.vars || theme).palette.text.primary,
  [theme.breakpoints.up('sm')]: {
    flexDirection: 'row',
    alignItems: 'center',
    padding: theme.spacing(2, 3),
  },
}));

const Title = styled('h3')(({ theme }) => ({
  ...theme.typography.subtitle1,
  fontWeight: theme.typography.fontWeightMedium,
  margin: 0,
}));

const Body = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: (theme.vars || theme).palette.text.secondary,
  [theme.breakpoints.up('sm')]: {
    flex: 1,
  },
}));

const Action = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  alignSelf: 'flex-start',
  padding: theme.spacing(0.75, 1.5),
  borderRadius: theme.shape.borderRadius,
  color: (theme.vars || theme).palette.info.dark,
  transition: theme.transitions.create('background-color'),
  '&:hover': {
    backgroundColor: (theme.vars || theme).palette.action.hover,
  },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars || theme).palette.info.main}`,
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    color: (theme.vars || theme).palette.info.light,
  }),
  [theme.breakpoints.up('sm')]: {
    alignSelf: 'center',
  },
}));

export default function StyledWithTheme() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  return (
    <Banner aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>Scheduled maintenance</Title>
      <Body>
        Billing will be read-only on Sunday from 02:00 to 04:00 UTC.
        <span id={`${id}-details`} hidden={!open}>
          {' '}
          Invoices and receipts stay available to download; new payments wait until 04:00.
        </span>
      </Body>
      <Action type="button" aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen(!open)}>
        {open ? 'Less' : 'Details'}
      </Action>
    </Banner>
  );
}
