import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

export default function CheckboxLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row sx={{ gap: 1 }}>
        <FormControlLabel value="top" control={<Checkbox />} label="Top" labelPlacement="top" />
        <FormControlLabel value="start" control={<Checkbox />} label="Start" labelPlacement="start" />
        <FormControlLabel value="bottom" control={<Checkbox />} label="Bottom" labelPlacement="bottom" />
        <FormControlLabel value="end" control={<Checkbox />} label="End" labelPlacement="end" />
      </FormGroup>
    </FormControl>
  );
}
