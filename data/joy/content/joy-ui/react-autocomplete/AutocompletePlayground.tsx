import Autocomplete, { type AutocompleteProps } from '@mui/joy/Autocomplete';

const languages = ['Amharic', 'Basque', 'Catalan', 'Danish', 'Estonian', 'Finnish', 'Galician', 'Hausa', 'Icelandic', 'Javanese'];

/** The playground's Autocomplete over ten languages: its props come from the controls. */
export default function AutocompletePlayground(props: Partial<AutocompleteProps<string, boolean, boolean, boolean>>) {
  return (
    <Autocomplete
      options={languages}
      placeholder="Pick a language"
      slotProps={{ input: { 'aria-label': 'Language' } }}
      sx={{ width: 280 }}
      {...props}
    />
  );
}
