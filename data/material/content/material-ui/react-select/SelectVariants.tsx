import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function SelectVariants() {
  const [fruit, setFruit] = React.useState('apple');

  const handleChange = (event: SelectChangeEvent) => {
    setFruit(event.target.value);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <FormControl key={variant} variant={variant} sx={{ minWidth: 140 }}>
          <InputLabel id={`${variant}-select-label`}>Fruit ({variant})</InputLabel>
          <Select
            labelId={`${variant}-select-label`}
            value={fruit}
            onChange={handleChange}
            label={variant === 'outlined' ? `Fruit (${variant})` : undefined}
          >
            <MenuItem value="apple">Apple</MenuItem>
            <MenuItem value="banana">Banana</MenuItem>
            <MenuItem value="cherry">Cherry</MenuItem>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
