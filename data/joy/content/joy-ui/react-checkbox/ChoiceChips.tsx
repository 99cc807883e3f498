import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const cuisines = ['Ethiopian', 'Georgian', 'Peruvian', 'Korean', 'Lebanese', 'Vietnamese', 'Sicilian', 'Oaxacan'];

export default function ChoiceChips() {
  const headingId = React.useId();
  const [chosen, setChosen] = React.useState<string[]>(['Korean', 'Lebanese']);

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography id={headingId} level="title-sm" sx={{ mb: 1.5 }}>
        Cuisines you enjoy
      </Typography>
      <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {cuisines.map((cuisine) => {
          const checked = chosen.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Done sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={cuisine}
                checked={checked}
                onChange={(event) =>
                  setChosen((list) => (event.target.checked ? [...list, cuisine] : list.filter((item) => item !== cuisine)))
                }
              />
            </Chip>
          );
        })}
      </Box>
    </Box>
  );
}
