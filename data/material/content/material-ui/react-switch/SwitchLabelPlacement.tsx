import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row sx={{ gap: 1 }}>
        <FormControlLabel value="top" control={<Switch />} label="Top" labelPlacement="top" />
        <FormControlLabel value="start" control={<Switch />} label="Start" labelPlacement="start" />
        <FormControlLabel value="bottom" control={<Switch />} label="Bottom" labelPlacement="bottom" />
        <FormControlLabel value="end" control={<Switch />} label="End" labelPlacement="end" />
      </FormGroup>
    </FormControl>
  );
}
