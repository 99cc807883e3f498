import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const jobTitles = [
  'Accountant',
  'Civil engineer',
  'Data analyst',
  'Dental hygienist',
  'Electrician',
  'Graphic designer',
  'Landscape architect',
  'Nurse practitioner',
  'Paralegal',
  'Pharmacist',
  'Product manager',
  'Software developer',
  'Translator',
  'Veterinary technician',
];

export default function FreeSolo() {
  const [value, setValue] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Autocomplete
        id="free-solo-job-title"
        freeSolo
        options={jobTitles}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        renderInput={(params) => <TextField {...params} label="Job title" helperText="Pick a suggestion or type your own." />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {value ? `Saved job title: ${value}` : 'No job title saved yet. Press Enter to keep what you typed.'}
      </Typography>
    </Stack>
  );
}
