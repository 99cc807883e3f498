import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  name: string;
  dial: string;
}

const countries: Country[] = [
  { code: 'AR', name: 'Argentina', dial: '+54' },
  { code: 'AU', name: 'Australia', dial: '+61' },
  { code: 'BR', name: 'Brazil', dial: '+55' },
  { code: 'CA', name: 'Canada', dial: '+1' },
  { code: 'EG', name: 'Egypt', dial: '+20' },
  { code: 'FI', name: 'Finland', dial: '+358' },
  { code: 'GH', name: 'Ghana', dial: '+233' },
  { code: 'IN', name: 'India', dial: '+91' },
  { code: 'ID', name: 'Indonesia', dial: '+62' },
  { code: 'JP', name: 'Japan', dial: '+81' },
  { code: 'KE', name: 'Kenya', dial: '+254' },
  { code: 'MX', name: 'Mexico', dial: '+52' },
  { code: 'NZ', name: 'New Zealand', dial: '+64' },
  { code: 'PL', name: 'Poland', dial: '+48' },
  { code: 'PT', name: 'Portugal', dial: '+351' },
  { code: 'KR', name: 'South Korea', dial: '+82' },
  { code: 'SE', name: 'Sweden', dial: '+46' },
  { code: 'VN', name: 'Vietnam', dial: '+84' },
];

export default function CountrySelect() {
  return (
    <Autocomplete
      id="country-select"
      options={countries}
      autoHighlight
      getOptionLabel={(option) => option.name}
      sx={{ width: '100%', maxWidth: 320 }}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 32,
                py: 0.25,
                flexShrink: 0,
                borderRadius: 0.5,
                bgcolor: 'action.selected',
                fontSize: 12,
                fontWeight: 600,
                textAlign: 'center',
              }}
            >
              {option.code}
            </Box>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.name}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {option.dial}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          slotProps={{
            // Keeps the browser's own address autofill list from covering the options.
            htmlInput: { ...params.inputProps, autoComplete: 'new-password' },
          }}
        />
      )}
    />
  );
}
