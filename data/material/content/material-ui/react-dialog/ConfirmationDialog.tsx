import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const timeZones = [
  'UTC−08:00 Pacific Time',
  'UTC−05:00 Eastern Time',
  'UTC±00:00 Greenwich Mean Time',
  'UTC+01:00 Central European Time',
  'UTC+03:00 East Africa Time',
  'UTC+05:30 India Standard Time',
  'UTC+08:00 China Standard Time',
  'UTC+09:00 Japan Standard Time',
  'UTC+10:00 Australian Eastern Time',
  'UTC+12:00 New Zealand Time',
];

interface TimeZoneDialogProps {
  open: boolean;
  value: string;
  onClose: (value?: string) => void;
}

function TimeZoneDialog({ open, value: initialValue, onClose }: TimeZoneDialogProps) {
  // The choice is a draft until OK is pressed; Cancel throws it away.
  const [value, setValue] = React.useState(initialValue);
  const radioGroupRef = React.useRef<HTMLElement>(null);

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      maxWidth="xs"
      fullWidth
      aria-labelledby="time-zone-dialog-title"
      slotProps={{
        transition: {
          // Reset the draft on every opening and focus the selected radio once the dialog has entered.
          onEnter: () => setValue(initialValue),
          onEntered: () => radioGroupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
        },
      }}
    >
      <DialogTitle id="time-zone-dialog-title">Time zone</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 360 }}>
        <RadioGroup
          ref={radioGroupRef}
          aria-labelledby="time-zone-dialog-title"
          name="time-zone"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {timeZones.map((zone) => (
            <FormControlLabel key={zone} value={zone} control={<Radio />} label={zone} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button onClick={() => onClose(value)}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [timeZone, setTimeZone] = React.useState(timeZones[3]);

  return (
    <div>
      <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
        <ListItem disablePadding>
          <ListItemButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <ListItemText primary="Time zone" secondary={timeZone} />
          </ListItemButton>
        </ListItem>
      </List>
      <TimeZoneDialog
        open={open}
        value={timeZone}
        onClose={(newValue) => {
          setOpen(false);
          if (newValue) {
            setTimeZone(newValue);
          }
        }}
      />
    </div>
  );
}
