import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { GARDEN_RULES } from './terms';

export default function DialogScrollableContent() {
  const [open, setOpen] = React.useState(false);
  const [accepted, setAccepted] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Join the garden
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxWidth: 520, maxHeight: 'min(640px, calc(100% - 2 * var(--Card-padding)))' }}>
          <DialogTitle>Membership rules</DialogTitle>
          <Divider />
          {/* DialogContent scrolls on its own (overflow: auto); the title and the actions stay in view. */}
          <DialogContent tabIndex={0} role="region" aria-label="Membership rules">
            <List sx={{ '--ListItem-paddingX': '0px' }}>
              {GARDEN_RULES.map((rule) => (
                <ListItem key={rule.heading} sx={{ display: 'block' }}>
                  <Typography level="title-sm">{rule.heading}</Typography>
                  <Typography level="body-sm">{rule.text}</Typography>
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <Divider />
          <Checkbox label="I agree to the rules" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          <DialogActions>
            <Button disabled={!accepted} onClick={() => setOpen(false)}>
              Join
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Not now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
