import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grow from '@mui/material/Grow';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slide, { SlideProps } from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Zoom from '@mui/material/Zoom';
import Fade from '@mui/material/Fade';

// Slide needs a direction; a wrapper fixes it. Every transition component must forward its ref.
const SlideUp = React.forwardRef<unknown, SlideProps>(function SlideUp(props, ref) {
  return <Slide direction="up" ref={ref} {...props} />;
});

const transitions = { Fade, Grow, Zoom, 'Slide up': SlideUp };
type TransitionName = keyof typeof transitions;

export default function TransitionDialog() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('Slide up');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl>
        <FormLabel id="dialog-transition-label">Transition</FormLabel>
        <RadioGroup
          row
          aria-labelledby="dialog-transition-label"
          value={name}
          onChange={(event) => setName(event.target.value as TransitionName)}
        >
          {Object.keys(transitions).map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slots={{ transition: transitions[name] }}
        aria-describedby="transition-dialog-description"
      >
        <DialogTitle>Share your location?</DialogTitle>
        <DialogContent>
          <DialogContentText id="transition-dialog-description">
            Nearby stores and their opening hours are shown first when the app knows roughly where you are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)}>Allow</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
