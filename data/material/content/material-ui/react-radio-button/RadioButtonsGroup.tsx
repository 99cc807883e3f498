import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="delivery-speed-label">Delivery speed</FormLabel>
      <RadioGroup aria-labelledby="delivery-speed-label" defaultValue="standard" name="delivery-speed">
        <FormControlLabel value="standard" control={<Radio />} label="Standard, 3–5 working days" />
        <FormControlLabel value="express" control={<Radio />} label="Express, next working day" />
        <FormControlLabel value="courier" control={<Radio />} label="Same-day courier (not available for your postcode)" disabled />
      </RadioGroup>
    </FormControl>
  );
}
