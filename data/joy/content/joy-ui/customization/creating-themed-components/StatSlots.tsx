import * as React from 'react';
import Box from '@mui/joy/Box';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

interface StatProps {
  label: string;
  value: string;
  trend?: number;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

// The props plus what the component works out: the data the slots style from.
interface StatOwnerState extends StatProps {
  direction: 'up' | 'down' | 'flat';
}

// 1. One styled() per slot, each with the component's theme name and its slot name.
const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  minWidth: 150,
  // 3. Styles from ownerState: the global variant and colour, like a built-in component.
  ...theme.variants[ownerState.variant!]?.[ownerState.color!],
}));

const StatLabel = styled('div', { name: 'JoyStat', slot: 'label' })(({ theme }) => ({
  ...theme.typography['body-xs'],
  color: 'inherit',
  opacity: 0.8,
}));

const StatValue = styled('div', { name: 'JoyStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h3,
  color: 'inherit',
}));

const StatTrend = styled('div', { name: 'JoyStat', slot: 'trend' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  ...theme.typography['body-xs'],
  fontWeight: theme.vars.fontWeight.lg,
  color: {
    up: theme.vars.palette.success.plainColor,
    down: theme.vars.palette.danger.plainColor,
    flat: 'inherit',
  }[ownerState.direction],
}));

// 2. The component renders the slots and passes them the owner state.
function Stat(inProps: StatProps) {
  // 4. Theme default props (theme.components.JoyStat.defaultProps) under the props passed in.
  const props = useThemeProps({ props: inProps, name: 'JoyStat' });
  const { label, value, trend, variant = 'outlined', color = 'neutral' } = props;
  const direction = !trend ? 'flat' : trend > 0 ? 'up' : 'down';
  const ownerState = { ...props, variant, color, direction } as StatOwnerState;

  return (
    <StatRoot ownerState={ownerState}>
      <StatLabel>{label}</StatLabel>
      <StatValue>{value}</StatValue>
      {trend !== undefined && (
        <StatTrend ownerState={ownerState}>
          {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '–'} {Math.abs(trend)}% vs last week
        </StatTrend>
      )}
    </StatRoot>
  );
}

export default function StatSlots() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Stat label="Visitors" value="18,402" trend={12} />
      <Stat label="Sign-ups" value="612" trend={-3} variant="soft" color="primary" />
      <Stat label="Churn" value="1.8%" trend={0} variant="solid" color="neutral" />
    </Box>
  );
}
