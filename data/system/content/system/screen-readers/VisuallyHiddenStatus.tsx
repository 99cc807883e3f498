import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { visuallyHidden } from '@mui/utils';

const trails = [
  { name: 'Ridge loop', km: 12, dogs: true },
  { name: 'Mill pond walk', km: 3, dogs: true },
  { name: 'Summit path', km: 9, dogs: false },
  { name: 'River meadow', km: 5, dogs: true },
  { name: 'Quarry steps', km: 4, dogs: false },
];

export default function VisuallyHiddenStatus() {
  const [dogsOnly, setDogsOnly] = React.useState(false);
  const shown = dogsOnly ? trails.filter((trail) => trail.dogs) : trails;
  return (
    <Box sx={{ color: 'text.primary', maxWidth: 360 }}>
      <FormControlLabel
        control={<Checkbox checked={dogsOnly} onChange={(event) => setDogsOnly(event.target.checked)} />}
        label="Dog-friendly only"
      />
      {/* Sighted users see the list change; this sentence tells everyone else. */}
      <Box role="status" sx={visuallyHidden}>
        {shown.length} trails shown
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((trail) => (
          <li key={trail.name}>
            {trail.name}, {trail.km} km
          </li>
        ))}
      </Box>
    </Box>
  );
}
