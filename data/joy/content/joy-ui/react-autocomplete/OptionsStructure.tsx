import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import { airports, type Airport } from './data';

export default function OptionsStructure() {
  const [value, setValue] = React.useState<Airport | null>(airports.find((airport) => airport.code === 'LIS') ?? null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Departure airport</FormLabel>
        <Autocomplete
          options={airports}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          getOptionLabel={(option) => `${option.city} (${option.code})`}
          isOptionEqualToValue={(option, selected) => option.code === selected.code}
          placeholder="City or airport code"
        />
      </FormControl>
      <Typography level="body-sm" component="pre" sx={{ fontFamily: 'code', whiteSpace: 'pre-wrap', m: 0 }}>
        value = {value ? JSON.stringify(value, null, 2) : 'null'}
      </Typography>
    </Box>
  );
}
