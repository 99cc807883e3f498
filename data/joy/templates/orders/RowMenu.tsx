import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import type { Order } from './data';

export type OrderAction = 'view' | 'refund' | 'cancel' | 'markPaid';

export type ActionHandler = (action: OrderAction, orders: Order[], trigger: HTMLElement | null) => void;

/**
 * One order's actions. Refunds apply to paid orders and cancelling to pending ones: the other
 * items stay in the menu, disabled, so the menu keeps its shape from row to row.
 */
export default function RowMenu({ order, onAction }: { order: Order; onAction: ActionHandler }) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const run = (action: OrderAction) => onAction(action, [order], buttonRef.current);
  return (
    <Dropdown>
      <MenuButton
        ref={buttonRef}
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', color: 'neutral', size: 'sm', 'aria-label': `Actions for order ${order.id}` } }}
      >
        <MoreHorizRoundedIcon />
      </MenuButton>
      <Menu size="sm" placement="bottom-end" sx={{ minWidth: 180, zIndex: 'popup' }}>
        <MenuItem onClick={() => run('view')}>
          <ListItemDecorator>
            <VisibilityRoundedIcon />
          </ListItemDecorator>
          View details
        </MenuItem>
        <ListDivider />
        <MenuItem disabled={order.status !== 'paid'} onClick={() => run('refund')}>
          <ListItemDecorator>
            <ReplayRoundedIcon />
          </ListItemDecorator>
          Refund
        </MenuItem>
        <MenuItem color="danger" disabled={order.status !== 'pending'} onClick={() => run('cancel')}>
          <ListItemDecorator>
            <BlockRoundedIcon />
          </ListItemDecorator>
          Cancel order
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
