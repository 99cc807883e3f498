import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { deepOrange } from '@mui/material/colors';

export default function RadioColors() {
  return (
    <FormControl>
      <FormLabel id="radio-colors-label">Pick a color to see it checked</FormLabel>
      <RadioGroup row aria-labelledby="radio-colors-label" name="radio-colors" defaultValue="secondary">
        <FormControlLabel value="primary" control={<Radio />} label="Primary" />
        <FormControlLabel value="secondary" control={<Radio color="secondary" />} label="Secondary" />
        <FormControlLabel value="success" control={<Radio color="success" />} label="Success" />
        <FormControlLabel value="default" control={<Radio color="default" />} label="Default" />
        <FormControlLabel
          value="custom"
          control={<Radio sx={{ color: deepOrange[800], '&.Mui-checked': { color: deepOrange[800] } }} />}
          label="Custom"
        />
      </RadioGroup>
    </FormControl>
  );
}
