import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

const seats = ['Row 4, seat 11', 'Row 4, seat 12'];

export default function NestedModals() {
  const [orderOpen, setOrderOpen] = React.useState(false);
  const [seatsOpen, setSeatsOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOrderOpen(true)}>
        Review order
      </Button>
      <Modal open={orderOpen} onClose={() => setOrderOpen(false)}>
        <ModalDialog sx={{ maxWidth: 420 }}>
          <ModalClose aria-label="Close the order" />
          <DialogTitle>Your order</DialogTitle>
          <DialogContent>Two tickets for “The Glass Orchard”, Saturday at 19:30. Total €54.00.</DialogContent>
          <DialogActions>
            <Button onClick={() => setOrderOpen(false)}>Pay now</Button>
            <Button variant="outlined" color="neutral" onClick={() => setSeatsOpen(true)}>
              Show seats
            </Button>
          </DialogActions>
          {/* The second modal is a child of the first: it opens on top, and Escape closes only the top one. */}
          <Modal open={seatsOpen} onClose={() => setSeatsOpen(false)}>
            <ModalDialog size="sm" sx={{ maxWidth: 320 }}>
              <ModalClose aria-label="Close the seat list" />
              <DialogTitle>Your seats</DialogTitle>
              <List marker="disc">
                {seats.map((seat) => (
                  <ListItem key={seat}>{seat}</ListItem>
                ))}
              </List>
              <Typography level="body-xs">Stalls, entrance B. Step-free access from the side door.</Typography>
              <Button variant="soft" onClick={() => setSeatsOpen(false)}>
                Back to the order
              </Button>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
