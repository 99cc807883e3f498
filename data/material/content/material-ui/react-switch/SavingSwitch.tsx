import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// Stands in for a request to your server.
function saveSetting(value: boolean, fail: boolean): Promise<boolean> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (fail ? reject(new Error('Network error')) : resolve(value)), 1200);
  });
}

export default function SavingSwitch() {
  const [visible, setVisible] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Only your contacts see your profile.');
  const [simulateError, setSimulateError] = React.useState(false);
  // Only the answer to the latest change counts.
  const latest = React.useRef(0);

  const handleChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked;
    const request = ++latest.current;
    setVisible(next); // Show the new position at once…
    setSaving(true);
    setStatus('Saving…');
    try {
      await saveSetting(next, simulateError);
      if (request === latest.current) {
        setStatus(next ? 'Saved: your profile is visible to everyone.' : 'Saved: only your contacts see your profile.');
      }
    } catch {
      if (request === latest.current) {
        setVisible(!next); // …and put it back if the server refused it.
        setStatus('Could not save the change. Check your connection and try again.');
      }
    } finally {
      if (request === latest.current) {
        setSaving(false);
      }
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={<Switch checked={visible} onChange={handleChange} slotProps={{ input: { role: 'switch' } }} />}
          label="Public profile"
        />
        {saving && <CircularProgress size={20} aria-label="Saving" />}
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {status}
      </Typography>
      <FormControlLabel
        control={<Checkbox size="small" checked={simulateError} onChange={(event) => setSimulateError(event.target.checked)} />}
        label={<Typography variant="body2">Simulate a connection error</Typography>}
      />
    </Stack>
  );
}
