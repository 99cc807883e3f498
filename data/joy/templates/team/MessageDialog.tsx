import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { PRESENCE, type Person } from './data';

interface MessageDialogProps {
  person: Person;
  onClose: () => void;
  onSent: (person: Person) => void;
}

const MAX_LENGTH = 500;

/**
 * A short direct message. Rendered only while open, so each opening starts empty; the Modal gives
 * focus back to the button that opened it.
 */
export default function MessageDialog({ person, onClose, onSent }: MessageDialogProps) {
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState('');
  const titleId = React.useId();
  const firstName = person.name.split(' ')[0];

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(`Write a few words to ${firstName} first.`);
      return;
    }
    onSent(person);
  };

  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby={titleId} sx={{ width: 'min(480px, calc(100vw - 32px))' }}>
        <ModalClose aria-label="Close" />
        <DialogTitle id={titleId}>Message {person.name}</DialogTitle>
        <DialogContent>
          {person.presence === 'available'
            ? `${firstName} is available now.`
            : `${firstName} is ${PRESENCE[person.presence].label.toLowerCase()} and will see this later.`}
        </DialogContent>
        <form noValidate onSubmit={send}>
          <FormControl error={Boolean(error)} required>
            <FormLabel>Message</FormLabel>
            <Textarea
              autoFocus
              minRows={4}
              maxRows={10}
              value={text}
              placeholder={`Hi ${firstName}, …`}
              onChange={(event) => {
                setText(event.target.value.slice(0, MAX_LENGTH));
                if (error && event.target.value.trim()) {
                  setError('');
                }
              }}
              endDecorator={
                <Typography level="body-xs" sx={{ ml: 'auto', color: 'text.tertiary' }}>
                  {text.length}/{MAX_LENGTH}
                </Typography>
              }
            />
            {error ? (
              <FormHelperText>
                <InfoOutlinedIcon />
                {error}
              </FormHelperText>
            ) : null}
          </FormControl>
          <DialogActions sx={{ pt: 2 }}>
            <Button type="submit" startDecorator={<SendRoundedIcon />}>
              Send
            </Button>
            <Button variant="plain" color="neutral" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}
