import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import type { Order, OrderStatus } from './data';
import type { ActionHandler } from './RowMenu';

interface BulkActionsProps {
  selected: Order[];
  onAction: ActionHandler;
  onClear: () => void;
  sx?: SxProps;
}

/** What can be done to the checked rows at once; each action takes the orders it applies to. */
export default function BulkActions({ selected, onAction, onClear, sx }: BulkActionsProps) {
  const having = (status: OrderStatus) => selected.filter((order) => order.status === status);
  const pending = having('pending');
  const paid = having('paid');

  return (
    <Sheet
      variant="soft"
      color="primary"
      role="region"
      aria-label="Selected orders"
      sx={[{ alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1, borderRadius: 'md' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography level="title-sm" sx={{ mr: 1 }}>
        {selected.length} selected
      </Typography>
      <Button
        size="sm"
        variant="solid"
        startDecorator={<CheckRoundedIcon />}
        disabled={pending.length === 0}
        onClick={(event) => onAction('markPaid', pending, event.currentTarget)}
      >
        Mark {pending.length || ''} as paid
      </Button>
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        startDecorator={<ReplayRoundedIcon />}
        disabled={paid.length === 0}
        onClick={(event) => onAction('refund', paid, event.currentTarget)}
      >
        Refund {paid.length || ''}
      </Button>
      <Button
        size="sm"
        variant="outlined"
        color="danger"
        startDecorator={<BlockRoundedIcon />}
        disabled={pending.length === 0}
        onClick={(event) => onAction('cancel', pending, event.currentTarget)}
      >
        Cancel {pending.length || ''}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button size="sm" variant="plain" color="neutral" onClick={onClear}>
        Clear selection
      </Button>
    </Sheet>
  );
}
