import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import { emailError } from './validation';

interface ResetPasswordModalProps {
  defaultEmail: string;
  onClose: () => void;
}

/**
 * Asks for the email to send a reset link to, then confirms, without saying whether an account
 * exists. Rendered only while open, so each opening starts from the address typed in the form.
 */
export default function ResetPasswordModal({ defaultEmail, onClose }: ResetPasswordModalProps) {
  const [email, setEmail] = React.useState(defaultEmail);
  const [error, setError] = React.useState<string | undefined>();
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) {
      setSentTo(email.trim());
    }
  };

  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="reset-title" sx={{ width: 'min(440px, calc(100vw - 32px))' }}>
        <ModalClose aria-label="Close" />
        <DialogTitle id="reset-title">Reset your password</DialogTitle>
        {sentTo ? (
          <>
            <DialogContent>
              <Alert color="success" variant="soft" startDecorator={<MarkEmailReadRoundedIcon />} role="status">
                If an account uses {sentTo}, a link to choose a new password is on its way. It works for 30 minutes.
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Back to sign in</Button>
            </DialogActions>
          </>
        ) : (
          <form noValidate onSubmit={send}>
            <DialogContent sx={{ pb: 2 }}>We will email you a link to choose a new password.</DialogContent>
            <FormControl error={Boolean(error)} required>
              <FormLabel>Work email</FormLabel>
              <Input autoFocus type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
              {error ? <FormHelperText>{error}</FormHelperText> : null}
            </FormControl>
            <DialogActions sx={{ pt: 2 }}>
              <Button type="submit">Send reset link</Button>
              <Button variant="plain" color="neutral" onClick={onClose}>
                Cancel
              </Button>
            </DialogActions>
          </form>
        )}
      </ModalDialog>
    </Modal>
  );
}
