import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function NightModeSwitch() {
  const [redLight, setRedLight] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: redLight ? '#3b0a0a' : 'background.paper' }}>
      <FormControlLabel
        control={<Switch checked={redLight} onChange={(event) => setRedLight(event.target.checked)} />}
        label="Red light for stargazing"
        sx={{ color: redLight ? '#ff8a80' : 'text.primary' }}
      />
      <Typography variant="body2" sx={{ color: redLight ? '#ff8a80' : 'text.secondary' }}>
        {redLight ? 'Your eyes stay adapted to the dark.' : 'Regular screen colours.'}
      </Typography>
    </Paper>
  );
}
