import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RowRadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="callback-time-label">Best time to call you back</FormLabel>
      <RadioGroup row aria-labelledby="callback-time-label" name="callback-time" defaultValue="afternoon">
        <FormControlLabel value="morning" control={<Radio />} label="Morning" />
        <FormControlLabel value="afternoon" control={<Radio />} label="Afternoon" />
        <FormControlLabel value="evening" control={<Radio />} label="Evening" />
      </RadioGroup>
    </FormControl>
  );
}
