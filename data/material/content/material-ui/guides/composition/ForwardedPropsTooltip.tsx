import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  ...theme.typography.body2,
  cursor: 'default',
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

interface StatusProps extends React.ComponentPropsWithRef<'span'> {
  label: string;
}

// Drops everything it is given: Tooltip's ref and its event handlers never reach the DOM.
function StatusIgnoringProps({ label }: StatusProps) {
  return <Pill tabIndex={0}>{label}</Pill>;
}

// Spreads the rest onto the element. In React 19 `ref` is a normal prop, so it travels with them;
// with React 18, wrap the function in React.forwardRef and pass the ref on.
function StatusSpreadingProps({ label, ...other }: StatusProps) {
  return (
    <Pill tabIndex={0} {...other}>
      {label}
    </Pill>
  );
}

export default function ForwardedPropsTooltip() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Hover or focus each status.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tooltip title="Tooltip never opens: no listeners, no anchor">
          <StatusIgnoringProps label="Ignores props" />
        </Tooltip>
        <Tooltip title="Last synced 4 minutes ago">
          <StatusSpreadingProps label="Spreads props" />
        </Tooltip>
      </Stack>
    </Stack>
  );
}
