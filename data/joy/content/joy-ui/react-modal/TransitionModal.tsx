import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

type Phase = 'closed' | 'entering' | 'open' | 'exiting';

const DURATION = 220;

export default function TransitionModal() {
  const [phase, setPhase] = React.useState<Phase>('closed');

  React.useEffect(() => {
    if (phase === 'entering') {
      // Render the hidden state once; two frames later the styles change and the CSS transition runs.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPhase('open'));
      });
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'exiting') {
      // Unmount once the exit transition has had its time.
      const timer = setTimeout(() => setPhase('closed'), DURATION);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  const close = () => {
    // Without motion, or before the entrance has finished, there is nothing to wait for.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setPhase(reduced || phase !== 'open' ? 'closed' : 'exiting');
  };

  const shown = phase === 'open';

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setPhase('entering')}>
        What’s new
      </Button>
      <Modal
        open={phase !== 'closed'}
        onClose={close}
        slotProps={{
          backdrop: {
            sx: {
              opacity: shown ? 1 : 0,
              backdropFilter: shown ? 'blur(8px)' : 'blur(0px)',
              transition: `opacity ${DURATION}ms, backdrop-filter ${DURATION}ms`,
            },
          },
        }}
      >
        <ModalDialog
          sx={{
            opacity: shown ? 1 : 0,
            // The centered layout already translates by -50%: keep it and add the movement.
            transform: shown ? 'translate(-50%, -50%)' : 'translate(-50%, calc(-50% + 16px)) scale(0.97)',
            transition: `opacity ${DURATION}ms ease, transform ${DURATION}ms ease`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>What’s new in version 4.2</DialogTitle>
          <DialogContent>Recurring invoices, a dark theme for the mobile app, and exports to CSV with your own column order.</DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
