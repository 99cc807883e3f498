import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Keep me signed in on this device" />
      <FormControlLabel control={<Checkbox />} label="Email me a copy of the receipt" />
      <FormControlLabel required control={<Checkbox />} label="I accept the terms of service" />
      <FormControlLabel disabled control={<Checkbox />} label="Sync contacts (needs the mobile app)" />
    </FormGroup>
  );
}
