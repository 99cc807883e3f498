import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';
import { formatMoney, totalOf, type Order } from './data';

export interface PendingChange {
  kind: 'refund' | 'cancel';
  orders: Order[];
}

interface ConfirmDialogProps {
  change: PendingChange | null;
  onConfirm: (change: PendingChange) => void;
  onClose: () => void;
}

function describe({ kind, orders }: PendingChange) {
  const [first] = orders;
  const amount = formatMoney(orders.reduce((sum, order) => sum + totalOf(order), 0));
  if (kind === 'refund') {
    return {
      title: orders.length === 1 ? `Refund order ${first.id}?` : `Refund ${orders.length} orders?`,
      body:
        orders.length === 1
          ? `${first.customer.name} gets ${amount} back on ${first.payment.replace(/^Card/, 'the card')}. A refund cannot be undone.`
          : `${amount} goes back to ${orders.length} customers. A refund cannot be undone.`,
      confirm: `Refund ${amount}`,
    };
  }
  return {
    title: orders.length === 1 ? `Cancel order ${first.id}?` : `Cancel ${orders.length} orders?`,
    body:
      orders.length === 1
        ? `${first.customer.name} will not be charged, and the items go back into stock. A cancelled order cannot be reopened.`
        : `None of these ${orders.length} customers will be charged, and the items go back into stock. Cancelled orders cannot be reopened.`,
    confirm: orders.length === 1 ? 'Cancel order' : `Cancel ${orders.length} orders`,
  };
}

/** Asks before a change that cannot be taken back; "Keep" is the safe, first-focused answer. */
export default function ConfirmDialog({ change, onConfirm, onClose }: ConfirmDialogProps) {
  if (!change) {
    return null;
  }
  const { title, body, confirm } = describe(change);
  return (
    <Modal open onClose={onClose}>
      <ModalDialog variant="outlined" role="alertdialog" sx={{ width: 'min(440px, calc(100vw - 32px))' }}>
        <DialogTitle>
          {change.kind === 'refund' ? <ReplayRoundedIcon /> : <WarningRoundedIcon />}
          {title}
        </DialogTitle>
        <Divider />
        <DialogContent>{body}</DialogContent>
        <DialogActions>
          <Button variant="solid" color="danger" onClick={() => onConfirm(change)}>
            {confirm}
          </Button>
          <Button variant="plain" color="neutral" onClick={onClose} autoFocus>
            {change.kind === 'refund' ? 'Keep payment' : 'Keep order'}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
