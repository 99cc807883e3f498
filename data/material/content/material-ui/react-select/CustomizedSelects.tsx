import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

// A flat input with the label above it, built on InputBase instead of the Material Design inputs.
const BoxedInput = styled(InputBase)(({ theme }) => ({
  'label + &': { marginTop: theme.spacing(3) },
  '& .MuiInputBase-input': {
    borderRadius: 6,
    position: 'relative',
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    border: '1px solid',
    borderColor: (theme.vars ?? theme).palette.grey[400],
    fontSize: 15,
    padding: '9px 28px 9px 12px',
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 6,
      borderColor: (theme.vars ?? theme).palette.primary.main,
      // A focus ring in the theme's primary color, through CSS variables when the theme has them.
      boxShadow: theme.vars
        ? `0 0 0 3px rgba(${theme.vars.palette.primary.mainChannel} / 0.35)`
        : `0 0 0 3px ${alpha(theme.palette.primary.main, 0.35)}`,
    },
    ...theme.applyStyles('dark', { borderColor: (theme.vars ?? theme).palette.grey[700] }),
  },
}));

export default function CustomizedSelects() {
  const [units, setUnits] = React.useState('metric');
  const [week, setWeek] = React.useState('monday');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl variant="standard" sx={{ width: 180 }}>
        <InputLabel shrink id="custom-units-label">
          Units
        </InputLabel>
        <Select
          labelId="custom-units-label"
          id="custom-units"
          value={units}
          onChange={(event: SelectChangeEvent) => setUnits(event.target.value)}
          input={<BoxedInput />}
        >
          <MenuItem value="metric">Metric (km, kg)</MenuItem>
          <MenuItem value="imperial">Imperial (mi, lb)</MenuItem>
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ width: 180 }}>
        <InputLabel shrink htmlFor="custom-week-start">
          Week starts on
        </InputLabel>
        <NativeSelect id="custom-week-start" value={week} onChange={(event) => setWeek(event.target.value)} input={<BoxedInput />}>
          <option value="saturday">Saturday</option>
          <option value="sunday">Sunday</option>
          <option value="monday">Monday</option>
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
