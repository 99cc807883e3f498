import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export default function UseSnackbar() {
  const [failed, setFailed] = React.useState(false);
  const [attempts, setAttempts] = React.useState(0);
  const [published, setPublished] = React.useState(false);
  const noteId = React.useId();

  // No autoHideDuration and no ClickAwayListener: an error stays until the user acts on it.
  // The hook still closes it on Escape, through onClose.
  const { getRootProps } = useSnackbar({ open: failed, onClose: () => setFailed(false) });

  const publish = () => {
    // The first attempt fails, to show the error; the retry succeeds.
    if (attempts === 0) {
      setFailed(true);
    } else {
      setFailed(false);
      setPublished(true);
    }
    setAttempts((count) => count + 1);
  };

  return (
    <Card>
      <Label htmlFor={noteId}>Release notes</Label>
      <Textarea id={noteId} rows={3} defaultValue="Invoices can now be exported as CSV. Fixed the date picker skipping weeks in March." />
      <Footer>
        <Status role="status">{published ? 'Published to the changelog.' : 'Draft, not published.'}</Status>
        <PrimaryButton type="button" onClick={publish} disabled={published}>
          Publish
        </PrimaryButton>
      </Footer>
      {failed ? (
        <Toast {...getRootProps()}>
          <ErrorOutlineRoundedIcon fontSize="small" />
          <ToastText role="alert">
            <strong>Couldn’t publish.</strong> No response from the server.
          </ToastText>
          <ActionButton type="button" onClick={publish}>
            Retry
          </ActionButton>
          <CloseButton type="button" aria-label="Dismiss" onClick={() => setFailed(false)}>
            <CloseRoundedIcon fontSize="small" />
          </CloseButton>
        </Toast>
      ) : null}
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gap: 8,
  maxWidth: 480,
  padding: 16,
  border: '1px solid #d1d5db',
  borderRadius: 12,
  color: '#111827',
  ...theme.applyStyles('dark', { borderColor: '#4b5563', color: '#f3f4f6' }),
}));

const Label = styled('label')({
  fontSize: 14,
  fontWeight: 600,
});

const Textarea = styled('textarea')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px 10px',
  border: '1px solid #6b7280',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 14,
  lineHeight: 1.5,
  resize: 'vertical',
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af', '&:focus-visible': { outlineColor: '#93c5fd' } }),
}));

const Footer = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 13,
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const PrimaryButton = styled('button')(({ theme }) => ({
  padding: '8px 16px',
  border: '1px solid #1d4ed8',
  borderRadius: 8,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  fontFamily: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1e40af' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: '#1d4ed8' },
  ...theme.applyStyles('dark', { '&:focus-visible': { outlineColor: '#93c5fd' } }),
}));

// The toast sits over the bottom of the card, not the viewport.
const Toast = styled('div')(({ theme }) => ({
  position: 'absolute',
  right: 8,
  bottom: 8,
  left: 8,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 6px 6px 12px',
  border: '1px solid #fca5a5',
  borderRadius: 10,
  backgroundColor: '#fef2f2',
  color: '#7f1d1d',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
  fontSize: 14,
  '& > svg': { flexShrink: 0, color: '#b91c1c' },
  ...theme.applyStyles('dark', {
    borderColor: '#7f1d1d',
    backgroundColor: '#450a0a',
    color: '#fee2e2',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.5)',
    '& > svg': { color: '#fca5a5' },
  }),
}));

const ToastText = styled('p')({
  flex: 1,
  margin: 0,
  lineHeight: 1.4,
});

const ActionButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
  padding: '6px 10px',
  border: '1px solid currentColor',
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 13,
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(185, 28, 28, 0.08)' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    '&:hover': { backgroundColor: 'rgba(252, 165, 165, 0.12)' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const CloseButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(185, 28, 28, 0.08)' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    '&:hover': { backgroundColor: 'rgba(252, 165, 165, 0.12)' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));
