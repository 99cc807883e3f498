import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import { departments } from './data';

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>(departments[2]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 320, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Department</FormLabel>
        <Autocomplete
          options={departments}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Box sx={{ fontFamily: 'code', fontSize: 'sm' }}>
        <Typography level="body-sm" sx={{ fontFamily: 'inherit' }}>
          value: {value === null ? 'null' : `'${value}'`}
        </Typography>
        <Typography level="body-sm" sx={{ fontFamily: 'inherit' }}>
          inputValue: &apos;{inputValue}&apos;
        </Typography>
      </Box>
    </Box>
  );
}
