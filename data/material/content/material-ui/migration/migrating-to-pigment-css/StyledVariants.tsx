import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';

type Tone = 'neutral' | 'success' | 'warning';

// Before (runtime callback): color: tone === 'warning' ? … : …
// After: one static style object whose variants are selected by props.
const StatusLabel = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: Tone }>(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: theme.typography.fontWeightMedium,
  border: '1px solid',
  borderColor: (theme.vars ?? theme).palette.divider,
  color: (theme.vars ?? theme).palette.text.primary,
  variants: [
    {
      props: { tone: 'success' },
      style: {
        borderColor: (theme.vars ?? theme).palette.success.main,
        color: (theme.vars ?? theme).palette.success.dark,
        ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.success.light }),
      },
    },
    {
      props: { tone: 'warning' },
      style: {
        borderColor: (theme.vars ?? theme).palette.warning.main,
        color: (theme.vars ?? theme).palette.warning.dark,
        ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.warning.light }),
      },
    },
  ],
}));

const labels: Record<Tone, string> = {
  neutral: 'Draft',
  success: 'Published',
  warning: 'Needs review',
};

export default function StyledVariants() {
  const [tone, setTone] = React.useState<Tone>('neutral');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tone}
        onChange={(_event, next: Tone | null) => next && setTone(next)}
        aria-label="Article status"
      >
        <ToggleButton value="neutral">Draft</ToggleButton>
        <ToggleButton value="success">Published</ToggleButton>
        <ToggleButton value="warning">Needs review</ToggleButton>
      </ToggleButtonGroup>
      <StatusLabel tone={tone} role="status">
        {labels[tone]}
      </StatusLabel>
    </Stack>
  );
}
