import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const cuisines = ['Vegetarian', 'Vegan', 'Gluten-free', 'Nut-free', 'Halal', 'Dairy-free'];

export default function ChipWithCheckbox() {
  const [selected, setSelected] = React.useState<string[]>(['Vegetarian', 'Nut-free']);

  return (
    <Box role="group" aria-labelledby="diet-label">
      <Typography id="diet-label" level="title-sm" sx={{ mb: 1 }}>
        Dietary requirements
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {cuisines.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'success' : 'neutral'}
              startDecorator={checked ? <Done sx={{ zIndex: 1, pointerEvents: 'none' }} /> : null}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'success' : 'neutral'}
                disableIcon
                overlay
                label={name}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) => (event.target.checked ? [...current, name] : current.filter((item) => item !== name)))
                }
              />
            </Chip>
          );
        })}
      </Box>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        {selected.length} of {cuisines.length} selected
      </Typography>
    </Box>
  );
}
