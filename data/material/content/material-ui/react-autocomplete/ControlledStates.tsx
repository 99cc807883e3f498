import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const houseplants = [
  'Aloe vera',
  'Calathea orbifolia',
  'Chlorophytum comosum',
  'Epipremnum aureum',
  'Ficus lyrata',
  'Maranta leuconeura',
  'Monstera deliciosa',
  'Pilea peperomioides',
  'Sansevieria trifasciata',
  'Zamioculcas zamiifolia',
];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>(houseplants[6]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack spacing={0.5}>
        <Typography variant="body2">
          <strong>value:</strong> <code>{value === null ? 'null' : `'${value}'`}</code>
        </Typography>
        <Typography variant="body2">
          <strong>inputValue:</strong> <code>{`'${inputValue}'`}</code>
        </Typography>
      </Stack>
      <Autocomplete
        id="controlled-states-plant"
        options={houseplants}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        renderInput={(params) => <TextField {...params} label="Plant species" />}
      />
    </Stack>
  );
}
