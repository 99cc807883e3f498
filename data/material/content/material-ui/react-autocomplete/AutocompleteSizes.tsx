import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const teas = [
  'Assam',
  'Darjeeling',
  'Genmaicha',
  'Gyokuro',
  'Hōjicha',
  'Jasmine pearls',
  'Lapsang souchong',
  'Oolong',
  'Rooibos',
  'Sencha',
];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Autocomplete
        id="size-medium-single"
        options={teas}
        defaultValue="Sencha"
        renderInput={(params) => <TextField {...params} label="Medium (default)" />}
      />
      <Autocomplete
        id="size-small-single"
        size="small"
        options={teas}
        defaultValue="Sencha"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        id="size-small-multiple"
        size="small"
        multiple
        options={teas}
        defaultValue={['Assam', 'Rooibos']}
        renderInput={(params) => <TextField {...params} label="Small, multiple" />}
      />
      <Autocomplete
        id="size-small-standard"
        size="small"
        multiple
        options={teas}
        defaultValue={['Gyokuro', 'Oolong']}
        renderInput={(params) => <TextField {...params} variant="standard" label="Small, standard variant" />}
      />
    </Stack>
  );
}
