import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const regions = ['Andes', 'Baltic coast', 'Great Rift Valley', 'Mekong delta', 'Patagonia', 'Sahel', 'Scottish Highlands'];

export default function MultipleSelectNative() {
  const [chosen, setChosen] = React.useState<string[]>(['Patagonia']);

  // With `native`, the event comes from the <select> element: read its selected options.
  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const select = event.target as unknown as HTMLSelectElement;
    setChosen(Array.from(select.selectedOptions, (option) => option.value));
  };

  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <InputLabel shrink htmlFor="multiple-native">
        Regions
      </InputLabel>
      <Select<string[]>
        multiple
        native
        value={chosen}
        onChange={handleChange}
        label="Regions"
        inputProps={{ id: 'multiple-native', 'aria-describedby': 'multiple-native-count' }}
      >
        {regions.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </Select>
      <Typography id="multiple-native-count" variant="body2" sx={{ mt: 1 }}>
        {chosen.length} selected. Hold Ctrl (⌘ on macOS) or Shift to pick several.
      </Typography>
    </FormControl>
  );
}
