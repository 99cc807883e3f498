import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioSizes() {
  return (
    <FormControl>
      <FormLabel id="radio-sizes-label">Radio size</FormLabel>
      <RadioGroup row aria-labelledby="radio-sizes-label" name="radio-sizes" defaultValue="medium">
        <FormControlLabel value="small" control={<Radio size="small" />} label="Small" />
        <FormControlLabel value="medium" control={<Radio />} label="Medium" />
        <FormControlLabel value="custom" control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />} label="Custom (32 px)" />
      </RadioGroup>
    </FormControl>
  );
}
