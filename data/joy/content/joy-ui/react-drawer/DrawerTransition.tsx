import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const easings = {
  ease: 'ease',
  'ease-out (quick stop)': 'cubic-bezier(0, 0, 0.2, 1)',
  'overshoot (springy)': 'cubic-bezier(0.34, 1.56, 0.64, 1)',
};

type Easing = keyof typeof easings;

export default function DrawerTransition() {
  const [open, setOpen] = React.useState(false);
  const [duration, setDuration] = React.useState('0.3s');
  const [easing, setEasing] = React.useState<Easing>('ease');

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <FormControl>
        <FormLabel>Duration</FormLabel>
        <Select value={duration} onChange={(_event, value) => value && setDuration(value)} sx={{ minWidth: 120 }}>
          <Option value="0.15s">0.15 s</Option>
          <Option value="0.3s">0.3 s (default)</Option>
          <Option value="0.6s">0.6 s</Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Timing function</FormLabel>
        <Select value={easing} onChange={(_event, value) => value && setEasing(value)} sx={{ minWidth: 200 }}>
          {Object.keys(easings).map((name) => (
            <Option key={name} value={name}>
              {name}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          '--Drawer-transitionDuration': duration,
          '--Drawer-transitionFunction': easings[easing],
          '@media (prefers-reduced-motion: reduce)': { '--Drawer-transitionDuration': '0s' },
        }}
        slotProps={{
          backdrop: { sx: { backdropFilter: open ? 'blur(4px)' : 'none' } },
        }}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Transition</DialogTitle>
        <DialogContent>
          The panel slides in over {duration} with the “{easing}” curve. If your system asks for reduced motion, this drawer opens without
          sliding: its duration is 0s under prefers-reduced-motion.
        </DialogContent>
      </Drawer>
    </Box>
  );
}
