import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stage>
      <PrimaryButton type="button" onClick={() => setOpen(true)}>
        Mute thread
      </PrimaryButton>
      <StyledSnackbar open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        <Message role="status">Thread muted. New replies won’t notify you.</Message>
        <CloseButton type="button" aria-label="Dismiss" onClick={() => setOpen(false)}>
          <CloseRoundedIcon fontSize="small" />
        </CloseButton>
      </StyledSnackbar>
    </Stage>
  );
}

// In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
const Stage = styled('div')(({ theme }) => ({
  position: 'relative',
  boxSizing: 'border-box',
  minHeight: 180,
  padding: 16,
  overflow: 'hidden',
  border: '1px solid #d1d5db',
  borderRadius: 12,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
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
