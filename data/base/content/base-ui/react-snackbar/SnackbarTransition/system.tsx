import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, TransitionContextValue } from '@mui/base/useTransition';
import { styled } from '@mui/system';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

// The trigger side of the transition, written out: `useTransitionTrigger` from @mui/base/useTransition
// lets the content unmount before its exit transition has run (mui/material-ui#40894).
function useExitTransition(open: boolean) {
  const [exited, setExited] = React.useState(!open);
  if (open && exited) {
    setExited(false);
  }
  const contextValue = React.useMemo<TransitionContextValue>(
    () => ({ requestedEnter: open, onExited: () => setExited(true), registerTransition: () => () => {} }),
    [open],
  );
  return { contextValue, exited };
}

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // `exited` stays false until the exit transition has finished, and keeps the Snackbar mounted meanwhile.
  const { contextValue, exited } = useExitTransition(open);

  return (
    <Stage>
      <PrimaryButton type="button" onClick={() => setOpen(true)}>
        Save changes
      </PrimaryButton>
      <Positioner open={open} exited={exited} autoHideDuration={4000} onClose={() => setOpen(false)}>
        <TransitionContext.Provider value={contextValue}>
          <SlideUp enterClassName="enter" exitClassName="exit" lastTransitionedPropertyOnExit="opacity">
            <CheckCircleRoundedIcon fontSize="small" />
            <Message role="status">Changes saved</Message>
          </SlideUp>
        </TransitionContext.Provider>
      </Positioner>
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

// The Snackbar's root only places the message; the element inside carries the look and the animation.
const Positioner = styled(Snackbar)({
  position: 'absolute',
  zIndex: 1,
  right: 12,
  bottom: 12,
  left: 12,
  maxWidth: 480,
  '@media (min-width: 640px)': { right: 'auto', minWidth: 320 },
});

const SlideUp = styled(CssTransition)(({ theme }) => ({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '14px 16px',
  borderRadius: 10,
  backgroundColor: '#1f2937',
  color: '#f9fafb',
  boxShadow: '0 10px 30px rgba(0, 0, 0, 0.25)',
  fontSize: 14,
  transition: 'opacity 200ms ease-out, transform 200ms ease-out',
  '& svg': { color: '#4ade80' },
  '&.exit': { opacity: 0, transform: 'translateY(24px)' },
  '&.enter': { opacity: 1, transform: 'none' },
  // Without motion the message only fades.
  '@media (prefers-reduced-motion: reduce)': { '&.exit': { transform: 'none' } },
  ...theme.applyStyles('dark', {
    backgroundColor: '#f3f4f6',
    color: '#111827',
    boxShadow: '0 10px 30px rgba(0, 0, 0, 0.6)',
    '& svg': { color: '#15803d' },
  }),
}));

const Message = styled('p')({
  flex: 1,
  margin: 0,
  lineHeight: 1.4,
});
