import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioLabelPlacement() {
  return (
    <FormControl>
      <FormLabel id="label-placement-label">Label placement</FormLabel>
      <RadioGroup row aria-labelledby="label-placement-label" name="label-placement" defaultValue="top" sx={{ gap: 1 }}>
        <FormControlLabel value="top" control={<Radio />} label="Top" labelPlacement="top" />
        <FormControlLabel value="start" control={<Radio />} label="Start" labelPlacement="start" />
        <FormControlLabel value="bottom" control={<Radio />} label="Bottom" labelPlacement="bottom" />
        <FormControlLabel value="end" control={<Radio />} label="End" />
      </RadioGroup>
    </FormControl>
  );
}
