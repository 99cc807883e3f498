import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const teas = ['Green', 'Oolong', 'Black', 'White', 'Herbal', 'Pu-erh'];

export default function TeaFilterChips() {
  const [chosen, setChosen] = React.useState<string[]>(['Oolong']);

  const toggle = (tea: string) => {
    setChosen((current) => (current.includes(tea) ? current.filter((item) => item !== tea) : [...current, tea]));
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {teas.map((tea) => {
        const selected = chosen.includes(tea);
        return (
          <Chip
            key={tea}
            label={tea}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => toggle(tea)}
          />
        );
      })}
    </Stack>
  );
}
