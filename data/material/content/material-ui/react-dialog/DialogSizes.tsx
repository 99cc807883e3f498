import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Switch from '@mui/material/Switch';

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState<DialogProps['maxWidth']>('sm');

  const handleMaxWidthChange = (event: SelectChangeEvent) => {
    const value = event.target.value;
    setMaxWidth(value === 'false' ? false : (value as DialogProps['maxWidth']));
  };

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open sizing dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth={fullWidth} maxWidth={maxWidth}>
        <DialogTitle>Dialog width</DialogTitle>
        <DialogContent>
          <DialogContentText>Change the options to watch the dialog resize.</DialogContentText>
          <FormControl size="small" sx={{ mt: 2, mr: 2, minWidth: 120 }}>
            <InputLabel id="dialog-max-width-label">maxWidth</InputLabel>
            <Select labelId="dialog-max-width-label" value={String(maxWidth)} label="maxWidth" onChange={handleMaxWidthChange}>
              {['false', 'xs', 'sm', 'md', 'lg', 'xl'].map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
            label="fullWidth"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
