import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

interface Schedule {
  frequency: string;
  format: string;
}

export default function DialogSelect() {
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState<Schedule>({ frequency: 'weekly', format: 'pdf' });
  const [draft, setDraft] = React.useState<Schedule>(saved);

  const handleOpen = () => {
    setDraft(saved);
    setOpen(true);
  };

  const handleChange = (field: keyof Schedule) => (event: SelectChangeEvent) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  };

  return (
    <div>
      <Button variant="outlined" onClick={handleOpen}>
        Schedule report
      </Button>
      <Typography variant="body2" role="status" sx={{ mt: 1.5 }}>
        Sends the report {saved.frequency} as {saved.format.toUpperCase()}.
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="dialog-select-title">
        <DialogTitle id="dialog-select-title">Report schedule</DialogTitle>
        <DialogContent>
          <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="dialog-frequency-label">Frequency</InputLabel>
              <Select labelId="dialog-frequency-label" value={draft.frequency} label="Frequency" onChange={handleChange('frequency')}>
                <MenuItem value="daily">Daily</MenuItem>
                <MenuItem value="weekly">Weekly</MenuItem>
                <MenuItem value="monthly">Monthly</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="dialog-format-label">Format</InputLabel>
              <Select labelId="dialog-format-label" value={draft.format} label="Format" onChange={handleChange('format')}>
                <MenuItem value="pdf">PDF</MenuItem>
                <MenuItem value="csv">CSV</MenuItem>
                <MenuItem value="xlsx">Excel (XLSX)</MenuItem>
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            onClick={() => {
              setSaved(draft);
              setOpen(false);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
