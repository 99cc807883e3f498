import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Box from '@mui/joy/Box';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

interface Country {
  iso: string;
  name: string;
  dial: string;
}

const countries: Country[] = [
  { iso: 'AR', name: 'Argentina', dial: '+54' },
  { iso: 'AU', name: 'Australia', dial: '+61' },
  { iso: 'BR', name: 'Brazil', dial: '+55' },
  { iso: 'CA', name: 'Canada', dial: '+1' },
  { iso: 'EG', name: 'Egypt', dial: '+20' },
  { iso: 'ET', name: 'Ethiopia', dial: '+251' },
  { iso: 'FI', name: 'Finland', dial: '+358' },
  { iso: 'GH', name: 'Ghana', dial: '+233' },
  { iso: 'IN', name: 'India', dial: '+91' },
  { iso: 'IE', name: 'Ireland', dial: '+353' },
  { iso: 'JP', name: 'Japan', dial: '+81' },
  { iso: 'KE', name: 'Kenya', dial: '+254' },
  { iso: 'MX', name: 'Mexico', dial: '+52' },
  { iso: 'NP', name: 'Nepal', dial: '+977' },
  { iso: 'NO', name: 'Norway', dial: '+47' },
  { iso: 'PE', name: 'Peru', dial: '+51' },
  { iso: 'PT', name: 'Portugal', dial: '+351' },
  { iso: 'SN', name: 'Senegal', dial: '+221' },
  { iso: 'KR', name: 'South Korea', dial: '+82' },
  { iso: 'VN', name: 'Vietnam', dial: '+84' },
];

export default function PhoneNumberField() {
  const [country, setCountry] = React.useState<Country>(countries[16]);
  const [number, setNumber] = React.useState('');
  const numberId = React.useId();
  const helpId = React.useId();

  // Two controls, so no FormControl around them: it would give both the same id.
  return (
    <Box sx={{ width: 400, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <FormLabel htmlFor={numberId}>Mobile number</FormLabel>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Autocomplete
          disableClearable
          autoHighlight
          options={countries}
          value={country}
          onChange={(event, value) => setCountry(value)}
          getOptionLabel={(option) => `${option.iso} ${option.dial}`}
          isOptionEqualToValue={(option, selected) => option.iso === selected.iso}
          aria-label="Country calling code"
          // Search by name, code or dialling prefix.
          filterOptions={(options, { inputValue }) => {
            const q = inputValue.trim().toLowerCase();
            return options.filter((option) => `${option.name} ${option.iso} ${option.dial}`.toLowerCase().includes(q));
          }}
          sx={{ width: 130, flexShrink: 0 }}
          slotProps={{ listbox: { sx: { minWidth: 240 }, placement: 'bottom-start' } }}
          renderOption={(props, option) => {
            const { key, ...optionProps } = props as typeof props & { key: string };
            return (
              <AutocompleteOption key={key} {...optionProps}>
                <ListItemContent sx={{ display: 'flex', gap: 1 }}>
                  <Typography level="body-sm" sx={{ fontFamily: 'code', width: '2.5ch' }}>
                    {option.iso}
                  </Typography>
                  <Typography level="body-sm" sx={{ flex: 1, color: 'text.primary' }}>
                    {option.name}
                  </Typography>
                  <Typography level="body-sm">{option.dial}</Typography>
                </ListItemContent>
              </AutocompleteOption>
            );
          }}
        />
        <Input
          type="tel"
          autoComplete="tel-national"
          placeholder="912 345 678"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          slotProps={{ input: { id: numberId, 'aria-describedby': helpId } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Box>
      <FormHelperText id={helpId}>
        We will text {country.dial} {number || '…'} a code to confirm it.
      </FormHelperText>
    </Box>
  );
}
