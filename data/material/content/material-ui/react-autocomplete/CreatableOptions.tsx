import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Ingredient {
  name: string;
  // Set only on the temporary "Add …" option: the text the user typed.
  newName?: string;
}

const starterPantry: Ingredient[] = [
  { name: 'Basmati rice' },
  { name: 'Black beans' },
  { name: 'Chickpeas' },
  { name: 'Coconut milk' },
  { name: 'Red lentils' },
  { name: 'Rolled oats' },
  { name: 'Smoked paprika' },
  { name: 'Tahini' },
];

const filter = createFilterOptions<Ingredient>();

export default function CreatableOptions() {
  const [pantry, setPantry] = React.useState(starterPantry);
  const [value, setValue] = React.useState<Ingredient | null>(null);

  const addIngredient = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) {
      return;
    }
    const existing = pantry.find((item) => item.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setValue(existing);
      return;
    }
    const created = { name: trimmed };
    setPantry((current) => [...current, created]);
    setValue(created);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Autocomplete
        id="creatable-ingredient"
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={pantry}
        value={value}
        onChange={(_event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter pressed with no option highlighted: the typed text arrives as a string.
            addIngredient(newValue);
          } else if (newValue?.newName) {
            // The "Add …" option was chosen.
            addIngredient(newValue.newName);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          const exists = options.some((option) => option.name.toLowerCase() === typed.toLowerCase());
          if (typed !== '' && !exists) {
            filtered.push({ newName: typed, name: `Add “${typed}”` });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : (option.newName ?? option.name))}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Ingredient" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {pantry.length} ingredients in the list{value ? `, “${value.name}” selected` : ''}.
      </Typography>
    </Stack>
  );
}
