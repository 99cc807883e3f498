import Chip, { type ChipProps } from '@mui/joy/Chip';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import type { OrderStatus } from './data';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const LOOK: Record<OrderStatus, { color: ChipProps['color']; icon: React.ReactElement }> = {
  paid: { color: 'success', icon: <CheckCircleRoundedIcon /> },
  pending: { color: 'warning', icon: <HourglassTopRoundedIcon /> },
  refunded: { color: 'neutral', icon: <ReplayRoundedIcon /> },
  cancelled: { color: 'danger', icon: <BlockRoundedIcon /> },
};

export function StatusIcon({ status }: { status: OrderStatus }) {
  return LOOK[status].icon;
}

/** An order's status: a colour, an icon and a word, so it never rests on colour alone. */
export default function StatusChip({ status, size = 'sm' }: { status: OrderStatus; size?: ChipProps['size'] }) {
  const { color, icon } = LOOK[status];
  return (
    <Chip variant="soft" size={size} color={color} startDecorator={icon} sx={{ fontWeight: 'lg' }}>
      {STATUS_LABEL[status]}
    </Chip>
  );
}
