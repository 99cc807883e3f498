import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { airports } from './data';

export default function OptionAppearance() {
  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Destination</FormLabel>
      <Autocomplete
        options={airports}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        placeholder="Where to?"
        slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '3.25rem' } } }}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Chip size="sm" variant="outlined" sx={{ fontFamily: 'code' }}>
                  {option.code}
                </Chip>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{option.city}</Typography>
                <Typography level="body-xs">
                  {option.name}, {option.country}
                </Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
