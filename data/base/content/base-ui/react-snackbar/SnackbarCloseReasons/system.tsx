import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

const REASONS: Record<SnackbarCloseReason | 'button', string> = {
  timeout: 'Closed by the timer after 8 seconds.',
  clickaway: 'Closed by a click outside the message.',
  escapeKeyDown: 'Closed with the Escape key.',
  button: 'Closed with its close button.',
};

export default function SnackbarCloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [ignoreClickAway, setIgnoreClickAway] = React.useState(true);
  const [log, setLog] = React.useState('Not shown yet.');

  const close = (reason: SnackbarCloseReason | 'button') => {
    if (reason === 'clickaway' && ignoreClickAway) {
      setLog('A click outside was ignored: the message stays.');
      return;
    }
    setOpen(false);
    setLog(REASONS[reason]);
  };

  return (
    <Stack>
      <Row>
        <PrimaryButton
          type="button"
          onClick={() => {
            setOpen(true);
            setLog('Showing the reminder.');
          }}
        >
          Show reminder
        </PrimaryButton>
        <Check>
          <input type="checkbox" checked={ignoreClickAway} onChange={(event) => setIgnoreClickAway(event.target.checked)} />
          Ignore clicks outside
        </Check>
      </Row>
      <Log role="status">{log}</Log>
      <StyledSnackbar open={open} autoHideDuration={8000} onClose={(_event, reason) => close(reason)}>
        <Message role="status">Your session expires in 5 minutes.</Message>
        <CloseButton type="button" aria-label="Dismiss" onClick={() => close('button')}>
          <CloseRoundedIcon fontSize="small" />
        </CloseButton>
      </StyledSnackbar>
    </Stack>
  );
}

// In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
const Stack = styled('div')(({ theme }) => ({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'grid',
  alignContent: 'start',
  gap: 16,
  minHeight: 200,
  padding: 16,
  overflow: 'hidden',
  border: '1px solid #d1d5db',
  borderRadius: 12,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px 24px',
});

const Check = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 14,
  color: '#111827',
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#1d4ed8' },
  '& input:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& input': { accentColor: '#93c5fd' },
    '& input:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const Log = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 14,
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
  ...theme.applyStyles('dark', { '&:focus-visible': { outlineColor: '#93c5fd' } }),
}));

const StyledSnackbar = styled(Snackbar)(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  right: 12,
  bottom: 12,
  left: 12,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  maxWidth: 480,
  padding: '8px 8px 8px 16px',
  borderRadius: 10,
  backgroundColor: '#1f2937',
  color: '#f9fafb',
  boxShadow: '0 10px 30px rgba(0, 0, 0, 0.25)',
  fontSize: 14,
  '@media (min-width: 640px)': { right: 'auto', minWidth: 320 },
  ...theme.applyStyles('dark', {
    backgroundColor: '#f3f4f6',
    color: '#111827',
    boxShadow: '0 10px 30px rgba(0, 0, 0, 0.6)',
  }),
}));

const Message = styled('p')({
  flex: 1,
  margin: 0,
  lineHeight: 1.4,
});

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
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
  '&:focus-visible': { outline: '2px solid #93c5fd', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.08)' },
    '&:focus-visible': { outlineColor: '#1d4ed8' },
  }),
}));
