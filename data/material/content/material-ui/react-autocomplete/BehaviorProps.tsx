import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const timeZones = [
  'Africa/Lagos',
  'America/Bogota',
  'America/Chicago',
  'America/Halifax',
  'America/Sao_Paulo',
  'Asia/Dubai',
  'Asia/Jakarta',
  'Asia/Kolkata',
  'Asia/Seoul',
  'Australia/Perth',
  'Europe/Helsinki',
  'Europe/Lisbon',
  'Europe/Warsaw',
  'Pacific/Auckland',
];

const flags = [
  'autoHighlight',
  'autoSelect',
  'openOnFocus',
  'includeInputInList',
  'disableListWrap',
  'clearOnEscape',
  'blurOnSelect',
  'disableClearable',
  'readOnly',
  'disabled',
] as const;

type Flag = (typeof flags)[number];

export default function BehaviorProps() {
  const [enabled, setEnabled] = React.useState<Record<Flag, boolean>>({
    autoHighlight: true,
    autoSelect: false,
    openOnFocus: false,
    includeInputInList: false,
    disableListWrap: false,
    clearOnEscape: false,
    blurOnSelect: false,
    disableClearable: false,
    readOnly: false,
    disabled: false,
  });
  const active = flags.filter((flag) => enabled[flag]);

  return (
    <Stack spacing={3}>
      <Autocomplete
        id="behavior-props-time-zone"
        options={timeZones}
        defaultValue="Europe/Lisbon"
        {...enabled}
        sx={{ width: '100%', maxWidth: 360 }}
        renderInput={(params) => <TextField {...params} label="Time zone" />}
      />
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {`<Autocomplete${active.map((flag) => ` ${flag}`).join('')} />`}
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Boolean props
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, columnGap: 2 }}>
          {flags.map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Switch
                  size="small"
                  checked={enabled[flag]}
                  onChange={(event) => setEnabled({ ...enabled, [flag]: event.target.checked })}
                />
              }
              label={
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                  {flag}
                </Box>
              }
            />
          ))}
        </Box>
      </FormControl>
    </Stack>
  );
}
