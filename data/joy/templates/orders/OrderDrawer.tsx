import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import {
  FREE_SHIPPING_FROM,
  formatDay,
  formatMoney,
  formatTime,
  initialsOf,
  itemCountOf,
  shippingOf,
  subtotalOf,
  totalOf,
  type Order,
} from './data';
import type { ActionHandler } from './RowMenu';
import StatusChip from './StatusChip';

interface OrderDrawerProps {
  /** The order shown; it stays while the drawer slides away. */
  order: Order | null;
  open: boolean;
  onClose: () => void;
  onAction: ActionHandler;
  /** The title, where focus goes when the button pressed last has gone (a refund removes "Refund"). */
  titleRef: React.Ref<HTMLHeadingElement>;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography level={strong ? 'title-md' : 'body-sm'}>{label}</Typography>
      <Typography level={strong ? 'title-md' : 'body-sm'} textColor="text.primary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One order in full: who bought it, what, for how much, and what can still be done with it. */
export default function OrderDrawer({ order, open, onClose, onAction, titleRef }: OrderDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="right"
      size="md"
      // The page puts focus back itself, on the row's menu or link (a menu item is gone by then).
      disableRestoreFocus
      slotProps={{
        content: { sx: { width: { xs: '100%', sm: 440 }, bgcolor: 'background.surface', p: 0, gap: 0 } },
      }}
    >
      {order ? (
        <>
          <ModalClose aria-label="Close order details" />
          <Box sx={{ px: 2.5, pt: 2.5, pb: 2 }}>
            <Typography level="body-xs" sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 'lg' }}>
              Order details
            </Typography>
            <DialogTitle level="h2" ref={titleRef} tabIndex={-1} sx={{ fontSize: 'xl2', mt: 0.5, mr: 5, outline: 'none' }}>
              Order {order.id}
            </DialogTitle>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <StatusChip status={order.status} size="md" />
              <Typography level="body-sm">
                Placed {formatDay(order.placedAt)} at {formatTime(order.placedAt)}
              </Typography>
            </Box>
          </Box>
          <Divider />
          <DialogContent sx={{ px: 2.5, py: 2, gap: 2.5 }}>
            <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Avatar variant="outlined">{initialsOf(order.customer.name)}</Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography level="title-md">{order.customer.name}</Typography>
                <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
                  {order.customer.email}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
                  <Typography level="body-sm" startDecorator={<PlaceRoundedIcon />}>
                    Ships to {order.customer.city}
                  </Typography>
                  <Typography level="body-sm" startDecorator={<CreditCardRoundedIcon />}>
                    {order.payment}
                  </Typography>
                </Box>
              </Box>
            </Sheet>

            <div>
              <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
                {itemCountOf(order)} {itemCountOf(order) === 1 ? 'item' : 'items'}
              </Typography>
              <List
                variant="outlined"
                sx={{ borderRadius: 'md', py: 0, '& > li + li': { borderTop: '1px solid', borderColor: 'divider' } }}
              >
                {order.lines.map(({ product, quantity }) => (
                  <ListItem key={product.id} sx={{ py: 1.25, gap: 1.5 }}>
                    <Sheet
                      variant="soft"
                      color="primary"
                      aria-hidden
                      sx={{
                        width: 40,
                        height: 40,
                        borderRadius: 'sm',
                        flexShrink: 0,
                        display: 'grid',
                        placeItems: 'center',
                        fontWeight: 'lg',
                        fontSize: 'sm',
                      }}
                    >
                      {quantity}×
                    </Sheet>
                    <ListItemContent sx={{ minWidth: 0 }}>
                      <Typography level="title-sm">{product.name}</Typography>
                      <Typography level="body-xs">{formatMoney(product.price)} each</Typography>
                    </ListItemContent>
                    <Typography level="title-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(product.price * quantity)}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </div>

            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              <Line label="Subtotal" value={formatMoney(subtotalOf(order))} />
              <Line
                label={shippingOf(order) ? `Shipping (free from ${formatMoney(FREE_SHIPPING_FROM)})` : 'Shipping'}
                value={shippingOf(order) ? formatMoney(shippingOf(order)) : 'Free'}
              />
              <Divider sx={{ my: 0.75 }} />
              <Line label={order.status === 'refunded' ? 'Total (refunded)' : 'Total'} value={formatMoney(totalOf(order))} strong />
            </Box>
          </DialogContent>
          <Divider />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2.5, py: 2 }}>
            {order.status === 'pending' ? (
              <>
                <Button startDecorator={<CheckRoundedIcon />} onClick={(event) => onAction('markPaid', [order], event.currentTarget)}>
                  Mark as paid
                </Button>
                <Button
                  variant="outlined"
                  color="danger"
                  startDecorator={<BlockRoundedIcon />}
                  onClick={(event) => onAction('cancel', [order], event.currentTarget)}
                >
                  Cancel order
                </Button>
              </>
            ) : null}
            {order.status === 'paid' ? (
              <Button
                variant="outlined"
                color="neutral"
                startDecorator={<ReplayRoundedIcon />}
                onClick={(event) => onAction('refund', [order], event.currentTarget)}
              >
                Refund {formatMoney(totalOf(order))}
              </Button>
            ) : null}
            {/* On a phone the drawer's corner button closes it, and the actions keep one line. */}
            <Button variant="plain" color="neutral" onClick={onClose} sx={{ ml: 'auto', display: { xs: 'none', sm: 'inline-flex' } }}>
              Close
            </Button>
          </Box>
        </>
      ) : null}
    </Drawer>
  );
}
