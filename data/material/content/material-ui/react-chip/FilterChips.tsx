import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const cuisines = ['Thai', 'Ethiopian', 'Mexican', 'Lebanese', 'Korean', 'Georgian'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Thai']);

  const toggle = (cuisine: string) => {
    setSelected((current) => (current.includes(cuisine) ? current.filter((item) => item !== cuisine) : [...current, cuisine]));
  };

  return (
    <Stack spacing={2}>
      <Typography id="cuisine-filter-label" variant="subtitle2">
        Cuisine
      </Typography>
      <Stack role="group" aria-labelledby="cuisine-filter-label" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {cuisines.map((cuisine) => {
          const isSelected = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              label={cuisine}
              icon={isSelected ? <CheckIcon /> : undefined}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              onClick={() => toggle(cuisine)}
              aria-pressed={isSelected}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {selected.length === 0 ? 'Showing all restaurants.' : `Showing ${selected.join(', ')} restaurants.`}
      </Typography>
    </Stack>
  );
}
