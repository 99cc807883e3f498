import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function UncontrolledVolume() {
  const [saved, setSaved] = React.useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 2, flex: 1 }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        // The slider keeps its own value; read it from the form only when it's needed.
        setSaved(String(new FormData(event.currentTarget).get('volume')));
      }}
    >
      <Typography id="uncontrolled-volume" variant="subtitle2" component="h3" gutterBottom>
        Uncontrolled: defaultValue
      </Typography>
      <Slider name="volume" defaultValue={40} aria-labelledby="uncontrolled-volume" valueLabelDisplay="auto" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="outlined" size="small">
          Save
        </Button>
        <Typography variant="body2" role="status">
          {saved === null ? 'Not saved yet' : `Saved volume: ${saved}`}
        </Typography>
      </Stack>
    </Paper>
  );
}

function ControlledVolume() {
  const [volume, setVolume] = React.useState(40);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography id="controlled-volume" variant="subtitle2" component="h3" gutterBottom>
        Controlled: value + onChange
      </Typography>
      <Slider
        value={volume}
        onChange={(event, value) => setVolume(value as number)}
        aria-labelledby="controlled-volume"
        valueLabelDisplay="auto"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setVolume(40)}>
          Reset
        </Button>
        <Typography variant="body2">{volume > 80 ? 'Loud: mind your ears' : `Volume: ${volume}`}</Typography>
      </Stack>
    </Paper>
  );
}

export default function ControlledAndUncontrolled() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <UncontrolledVolume />
      <ControlledVolume />
    </Stack>
  );
}
