import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Show completed tasks" />
      <FormControlLabel control={<Switch />} label="Compact rows" />
      <FormControlLabel required control={<Switch />} label="Share usage data with your administrator" />
      <FormControlLabel disabled control={<Switch />} label="Offline mode (available in the desktop app)" />
    </FormGroup>
  );
}
