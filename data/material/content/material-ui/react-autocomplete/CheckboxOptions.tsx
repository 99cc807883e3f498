import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const amenities = [
  'Air conditioning',
  'Balcony',
  'Dishwasher',
  'Elevator',
  'Free parking',
  'Garden',
  'Pets allowed',
  'Step-free entrance',
  'Washing machine',
  'Wi-Fi',
  'Workspace',
];

export default function CheckboxOptions() {
  return (
    <Autocomplete
      id="checkbox-options-amenities"
      multiple
      disableCloseOnSelect
      options={amenities}
      defaultValue={['Wi-Fi']}
      sx={{ width: '100%', maxWidth: 480 }}
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props;
        // The option already reports aria-selected, so the box is only a visual cue.
        const Icon = selected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
        return (
          <li key={key} {...optionProps}>
            <Icon fontSize="small" color={selected ? 'primary' : 'action'} sx={{ mr: 1.5 }} />
            {option}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Amenities" placeholder="Filter by amenity" />}
    />
  );
}
