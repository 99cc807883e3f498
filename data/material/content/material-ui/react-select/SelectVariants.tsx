import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const variants = ['outlined', 'filled', 'standard'] as const;

type Variant = (typeof variants)[number];

export default function SelectVariants() {
  // Each field keeps its own value, so changing one does not change the others.
  const [fruits, setFruits] = React.useState<Record<Variant, string>>({
    outlined: 'apple',
    filled: 'banana',
    standard: 'cherry',
  });

  const handleChange = (variant: Variant) => (event: SelectChangeEvent) => {
    setFruits((current) => ({ ...current, [variant]: event.target.value }));
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <FormControl key={variant} variant={variant} sx={{ minWidth: 140 }}>
          <InputLabel id={`${variant}-select-label`}>Fruit ({variant})</InputLabel>
          <Select
            labelId={`${variant}-select-label`}
            value={fruits[variant]}
            onChange={handleChange(variant)}
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
