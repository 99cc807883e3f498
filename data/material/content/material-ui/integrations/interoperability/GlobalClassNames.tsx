import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import GlobalStyles from '@mui/material/GlobalStyles';
import Switch from '@mui/material/Switch';

// In an app, a global stylesheet would target `.MuiSwitch-…` directly and restyle every Switch.
// Here the rules start with the demo's own class so they stay inside the demo.
const globalRules = {
  '.notification-settings .MuiSwitch-root': { width: 58, height: 38, padding: 9 },
  '.notification-settings .MuiSwitch-track': { borderRadius: 10, backgroundColor: '#78909c', opacity: 1 },
  '.notification-settings .MuiSwitch-thumb': { boxShadow: 'none', backgroundColor: '#fff' },
  '.notification-settings .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
    backgroundColor: '#2e7d32',
    opacity: 1,
  },
  '.notification-settings .MuiSwitch-switchBase.Mui-disabled + .MuiSwitch-track': {
    backgroundColor: '#cfd8dc',
    opacity: 0.6,
  },
  '.notification-settings .MuiSwitch-switchBase.Mui-focusVisible .MuiSwitch-thumb': {
    outline: '3px solid #ffb300',
    outlineOffset: 2,
  },
};

export default function GlobalClassNames() {
  return (
    <FormGroup className="notification-settings">
      <GlobalStyles styles={globalRules} />
      <FormControlLabel control={<Switch defaultChecked />} label="Order updates" />
      <FormControlLabel control={<Switch />} label="Weekly newsletter" />
      <FormControlLabel control={<Switch defaultChecked disabled />} label="Security alerts (always on)" />
    </FormGroup>
  );
}
