import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import visuallyHidden from '@mui/utils/visuallyHidden';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';

interface TrendIndicatorProps {
  /** Change since the previous period, in percent. */
  change: number;
  label: string;
  variant?: 'outlined' | 'filled';
}

// What the slots style from: the props plus values the component works out.
interface TrendIndicatorOwnerState extends TrendIndicatorProps {
  trend: 'up' | 'down' | 'flat';
}

// Step 1: one styled() per slot. `name` + `slot` connect each slot to theme.components.MuiTrendIndicator.
const TrendIndicatorRoot = styled('div', {
  name: 'MuiTrendIndicator',
  slot: 'root',
})<{ ownerState: TrendIndicatorOwnerState }>(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 1.5),
    borderRadius: 999,
    border: `1px solid ${palette.divider}`,
    color: palette.text.primary,
    ...theme.typography.body2,
    // Step 3: styles that depend on the owner state, written as variants.
    variants: [
      {
        props: ({ ownerState }) => ownerState.variant === 'filled',
        style: { borderColor: 'transparent', backgroundColor: palette.action.selected },
      },
    ],
  };
});

const TrendIndicatorIcon = styled('span', {
  name: 'MuiTrendIndicator',
  slot: 'icon',
})<{ ownerState: TrendIndicatorOwnerState }>(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'flex',
    color: palette.text.secondary,
    variants: [
      { props: ({ ownerState }) => ownerState.trend === 'up', style: { color: palette.success.main } },
      { props: ({ ownerState }) => ownerState.trend === 'down', style: { color: palette.error.main } },
    ],
  };
});

const TrendIndicatorValue = styled('span', {
  name: 'MuiTrendIndicator',
  slot: 'value',
})(({ theme }) => ({ fontWeight: theme.typography.fontWeightBold, fontVariantNumeric: 'tabular-nums' }));

const TrendIndicatorLabel = styled('span', {
  name: 'MuiTrendIndicator',
  slot: 'label',
})(({ theme }) => ({ color: (theme.vars ?? theme).palette.text.secondary }));

const icons = { up: TrendingUpIcon, down: TrendingDownIcon, flat: TrendingFlatIcon };
const words = { up: 'up', down: 'down', flat: 'unchanged' };

// Step 2: the component assembles the slots and passes them the owner state.
function TrendIndicator(inProps: TrendIndicatorProps) {
  // Step 4: default props from theme.components.MuiTrendIndicator.defaultProps.
  const props = useDefaultProps({ props: inProps, name: 'MuiTrendIndicator' });
  const { change, label, variant = 'outlined' } = props;
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const ownerState = { ...props, variant, trend } as const;
  const Icon = icons[trend];

  return (
    <TrendIndicatorRoot ownerState={ownerState}>
      <TrendIndicatorIcon ownerState={ownerState}>
        <Icon fontSize="small" aria-hidden />
      </TrendIndicatorIcon>
      <TrendIndicatorValue>
        {/* The words make the direction clear without relying on the icon's colour. */}
        <span style={visuallyHidden}>{`${words[trend]} `}</span>
        {`${Math.abs(change)}%`}
      </TrendIndicatorValue>
      <TrendIndicatorLabel>{label}</TrendIndicatorLabel>
    </TrendIndicatorRoot>
  );
}

export default function TrendIndicatorSlots() {
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <TrendIndicator change={12} label="Sign-ups" />
      <TrendIndicator change={-4} label="Churn" />
      <TrendIndicator change={0} label="Refunds" />
      <TrendIndicator change={7.5} label="Revenue" variant="filled" />
    </Stack>
  );
}
