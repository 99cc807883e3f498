import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const cities = [
  'Accra',
  'Addis Ababa',
  'Adelaide',
  'Bangalore',
  'Barcelona',
  'Belgrade',
  'Cartagena',
  'Casablanca',
  'Chiang Mai',
  'Dakar',
  'Da Nang',
  'Dublin',
  'Marrakesh',
  'Medellín',
  'Melbourne',
  'Tallinn',
  'Tbilisi',
  'Toronto',
];

export default function InlineHint() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [focused, setFocused] = React.useState(false);

  const hint = focused && inputValue !== '' ? (cities.find((city) => city.toLowerCase().startsWith(inputValue.toLowerCase())) ?? '') : '';

  return (
    <Autocomplete
      id="inline-hint-destination"
      options={cities}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      inputValue={inputValue}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        // Tab accepts the hint, like the address bar of a browser.
        if (event.key === 'Tab' && hint && hint !== inputValue) {
          setValue(hint);
          setInputValue(hint);
        }
      }}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => (
        <Box sx={{ position: 'relative' }}>
          {/* The typed part is invisible: it only pushes the suggested rest to the right place. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 16.5,
              left: 14,
              right: 72,
              height: '1.4375em',
              lineHeight: '1.4375em',
              overflow: 'hidden',
              whiteSpace: 'pre',
              color: 'text.secondary',
              pointerEvents: 'none',
              typography: 'body1',
            }}
          >
            <Box component="span" sx={{ visibility: 'hidden' }}>
              {inputValue}
            </Box>
            {hint.slice(inputValue.length)}
          </Box>
          <TextField {...params} label="Destination" helperText="Press Tab to accept the grey suggestion." />
        </Box>
      )}
    />
  );
}
