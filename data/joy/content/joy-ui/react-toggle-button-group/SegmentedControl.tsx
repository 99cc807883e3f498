import * as React from 'react';
import { buttonClasses } from '@mui/joy/Button';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A segmented control: a tinted track, and the pressed segment raised on the surface color.
const Segmented = styled(ToggleButtonGroup)(({ theme }) => ({
  '--ButtonGroup-radius': '10px',
  padding: 4,
  gap: 4,
  backgroundColor: theme.vars.palette.background.level1,
  borderRadius: 12,
  [`& .${buttonClasses.root}`]: {
    '--Button-radius': '8px',
    flex: 1,
    color: theme.vars.palette.text.secondary,
    fontWeight: theme.vars.fontWeight.md,
    '&:hover': { backgroundColor: theme.vars.palette.background.level2 },
    '&[aria-pressed="true"]': {
      backgroundColor: theme.vars.palette.background.surface,
      color: theme.vars.palette.text.primary,
      boxShadow: theme.shadow.sm,
    },
  },
}));

const plans = {
  monthly: 'Team plan: €12 per seat, billed every month.',
  yearly: 'Team plan: €120 per seat, billed once a year (two months free).',
};

export default function SegmentedControl() {
  const [billing, setBilling] = React.useState<'monthly' | 'yearly' | null>('monthly');

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360, width: '100%' }}>
      <Segmented
        variant="plain"
        spacing={0.5}
        aria-label="Billing period"
        value={billing}
        onChange={(event, value) => value && setBilling(value as 'monthly' | 'yearly')}
      >
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly</Button>
      </Segmented>
      <Typography level="body-sm" role="status">
        {billing && plans[billing]}
      </Typography>
    </Stack>
  );
}
