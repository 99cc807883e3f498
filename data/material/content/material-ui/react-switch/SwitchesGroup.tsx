import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchesGroup() {
  const [alerts, setAlerts] = React.useState({
    mentions: true,
    comments: true,
    weeklySummary: false,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setAlerts({ ...alerts, [event.target.name]: event.target.checked });
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Email me when</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={alerts.mentions} onChange={handleChange} name="mentions" />}
          label="Someone mentions me"
        />
        <FormControlLabel
          control={<Switch checked={alerts.comments} onChange={handleChange} name="comments" />}
          label="Someone replies to my comment"
        />
        <FormControlLabel
          control={<Switch checked={alerts.weeklySummary} onChange={handleChange} name="weeklySummary" />}
          label="My weekly summary is ready"
        />
      </FormGroup>
      <FormHelperText>Security alerts are always sent.</FormHelperText>
    </FormControl>
  );
}
