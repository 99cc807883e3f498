import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { formatDay, formatMoney, formatTime, totalOf, type Order } from './data';
import RowMenu, { type ActionHandler } from './RowMenu';
import StatusChip from './StatusChip';

/** The table's rows on a phone: one compact line per order, its menu at the end. */
export default function OrderList({ rows, onAction }: { rows: Order[]; onAction: ActionHandler }) {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'hidden' }}>
      <List
        aria-label="Orders"
        sx={{
          '--ListItem-paddingY': '10px',
          '--ListItem-paddingLeft': '12px',
          '--ListItem-paddingRight': '4px',
          py: 0,
          '& > li + li': { borderTop: '1px solid', borderColor: 'divider' },
        }}
      >
        {rows.map((order) => (
          <ListItem
            key={order.id}
            endAction={<RowMenu order={order} onAction={onAction} />}
            sx={{ '--ListItem-endActionTranslateX': '-4px' }}
          >
            <ListItemButton
              onClick={(event) => onAction('view', [order], event.currentTarget)}
              sx={{ gap: 1.5, pr: 5.5, alignItems: 'flex-start' }}
            >
              <ListItemContent sx={{ minWidth: 0 }}>
                <Typography level="title-sm" noWrap>
                  {order.customer.name}
                </Typography>
                <Typography level="body-xs" noWrap>
                  {order.id} · {formatDay(order.placedAt)}, {formatTime(order.placedAt)}
                </Typography>
              </ListItemContent>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
                <Typography level="title-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(totalOf(order))}
                </Typography>
                <StatusChip status={order.status} />
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
