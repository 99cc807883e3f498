import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { departments } from './data';

function findMatch(text: string) {
  return text ? departments.find((option) => option.toLowerCase().startsWith(text.toLowerCase())) : undefined;
}

export default function HintAutocomplete() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const match = open ? findMatch(inputValue) : undefined;

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Department</FormLabel>
      <Box sx={{ position: 'relative' }}>
        <Autocomplete
          options={departments}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(event, value) => setInputValue(value)}
          onKeyDown={(event) => {
            // Tab, or the right arrow at the end of the text, accepts the hint: it chooses the matching option.
            const input = event.target as HTMLInputElement;
            const atEnd = input.selectionStart === input.value.length;
            if (match && match !== inputValue && (event.key === 'Tab' || (event.key === 'ArrowRight' && atEnd))) {
              event.preventDefault();
              setValue(match);
              setInputValue(match);
            }
          }}
          placeholder="Start typing"
        />
        {/* The ghost text sits over the input, in the same font and position; the typed part is transparent. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            pl: 'calc(var(--Input-paddingInline, 0.75rem) + 1px)',
            display: 'flex',
            alignItems: 'center',
            pointerEvents: 'none',
            whiteSpace: 'pre',
            overflow: 'hidden',
            fontSize: 'md',
            fontFamily: 'body',
            color: 'text.tertiary',
          }}
        >
          <Box component="span" sx={{ color: 'transparent' }}>
            {inputValue}
          </Box>
          {match ? match.slice(inputValue.length) : ''}
        </Box>
      </Box>
      <FormHelperText>Type “p”, then press Tab or → to accept the grey completion.</FormHelperText>
    </FormControl>
  );
}
