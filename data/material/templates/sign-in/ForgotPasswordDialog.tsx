import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { validateEmail, wait } from './validation';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address typed in the sign-in form, if any, to save typing it twice. */
  initialEmail: string;
}

export default function ForgotPasswordDialog({ open, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState('');
  const [sending, setSending] = React.useState(false);
  const [sentTo, setSentTo] = React.useState('');

  // Start fresh each time the dialog opens.
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setEmail(initialEmail);
      setError('');
      setSentTo('');
    }
  }

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(email);
    setError(message);
    if (message) {
      return;
    }
    setSending(true);
    await wait(600);
    setSending(false);
    setSentTo(email.trim());
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-title" aria-describedby="reset-description" fullWidth maxWidth="xs">
      {sentTo ? (
        <>
          <DialogTitle id="reset-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <MarkEmailReadOutlinedIcon color="success" />
            Check your inbox
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="reset-description" role="status">
              If an account exists for{' '}
              <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
                {sentTo}
              </Box>
              , we have sent it a link to choose a new password. The link works for 30 minutes.
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              Back to sign in
            </Button>
          </DialogActions>
        </>
      ) : (
        // noValidate: the form shows its own messages instead of the browser's bubbles.
        <Box component="form" onSubmit={handleSubmit} noValidate>
          <DialogTitle id="reset-title">Reset your password</DialogTitle>
          <DialogContent>
            <DialogContentText id="reset-description" sx={{ mb: 2 }}>
              Enter the email address you sign in with and we will send you a link to choose a new password.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="email"
              label="Email address"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(validateEmail(event.target.value));
              }}
              error={Boolean(error)}
              helperText={error || ' '}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" loading={sending}>
              Send link
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
