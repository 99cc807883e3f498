import Autocomplete, { autocompleteClasses } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { airports, departments } from './data';

// A pill-shaped field with a wider inline padding and a thinner focus ring; the cast keeps Autocomplete's generics.
const PillAutocomplete = styled(Autocomplete)(({ theme }) => ({
  '--Input-radius': '999px',
  '--Input-paddingInline': '1rem',
  '--Input-focusedThickness': '1px',
  [`&.${autocompleteClasses.focused}`]: {
    backgroundColor: theme.vars.palette.background.surface,
  },
})) as typeof Autocomplete;

export default function CustomizedAutocomplete() {
  return (
    <Stack spacing={2.5} sx={{ width: 340, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Team (styled)</FormLabel>
        <PillAutocomplete variant="soft" options={departments} placeholder="Any team" />
      </FormControl>
      <FormControl>
        <FormLabel>Airport (slots and slotProps)</FormLabel>
        <Autocomplete
          options={airports}
          getOptionLabel={(option) => `${option.city} (${option.code})`}
          popupIcon={<KeyboardArrowDown />}
          placeholder="Search"
          slotProps={{
            // The listbox is in a portal: style it here, not with a selector on the field.
            listbox: { variant: 'soft', color: 'primary', sx: { maxHeight: 220, '--ListItem-radius': '6px', p: 0.5 } },
            option: { sx: { fontWeight: 'md' } },
            popupIndicator: { variant: 'soft', size: 'sm' },
            input: { autoComplete: 'off', spellCheck: false },
          }}
        />
      </FormControl>
    </Stack>
  );
}
