import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Typography from '@mui/joy/Typography';
import { GARDEN_RULES } from './terms';

type Layout = NonNullable<ModalDialogProps['layout']>;

export default function ModalOverflowDemo() {
  const [layout, setLayout] = React.useState<Layout | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
        Garden rules (centered)
      </Button>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
        Garden rules (full screen)
      </Button>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        {/* The whole dialog scrolls with the overlay; a click on the space around it still closes it. */}
        <ModalOverflow>
          <ModalDialog layout={layout ?? 'center'} sx={{ maxWidth: 560 }}>
            <ModalClose aria-label="Close the rules" />
            <DialogTitle>Community garden rules</DialogTitle>
            {GARDEN_RULES.map((rule, index) => (
              <div key={rule.heading}>
                <Typography level="title-sm" component="h3">
                  {index + 1}. {rule.heading}
                </Typography>
                <Typography level="body-sm">{rule.text}</Typography>
              </div>
            ))}
            <Button onClick={() => setLayout(null)}>I have read the rules</Button>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </Box>
  );
}
