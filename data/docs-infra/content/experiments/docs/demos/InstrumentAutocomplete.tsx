import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const instruments = ['Accordion', 'Banjo', 'Cello', 'Didgeridoo', 'Euphonium', 'Flute', 'Harp', 'Kalimba', 'Oboe', 'Sitar', 'Ukulele'];

export default function InstrumentAutocomplete() {
  const [instrument, setInstrument] = React.useState<string | null>(null);

  return (
    <div>
      <Autocomplete
        id="instrument-autocomplete"
        options={instruments}
        value={instrument}
        onChange={(_event, next) => setInstrument(next)}
        sx={{ maxWidth: 300 }}
        renderInput={(params) => <TextField {...params} label="Instrument you play" />}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {instrument ? `Ensemble seat: ${instrument}` : 'Pick an instrument to join the ensemble.'}
      </Typography>
    </div>
  );
}
