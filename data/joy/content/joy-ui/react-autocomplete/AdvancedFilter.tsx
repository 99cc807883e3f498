import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { airports, type Airport } from './data';

// Lower case without accents: "Bogotá" and "bogota" compare equal.
function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

// Every word typed must appear somewhere (in any order); exact code matches come first,
// then airports whose city starts with the first word, then the rest.
function filterAirports(options: Airport[], { inputValue }: { inputValue: string }) {
  const words = normalize(inputValue).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return options;
  }
  const score = (option: Airport) => {
    if (normalize(option.code) === words[0]) {
      return 0;
    }
    return normalize(option.city).startsWith(words[0]) ? 1 : 2;
  };
  return options
    .filter((option) => {
      const haystack = normalize(`${option.code} ${option.city} ${option.name} ${option.country} ${option.region}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => score(a) - score(b));
}

export default function AdvancedFilter() {
  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Airport</FormLabel>
      <Autocomplete
        options={airports}
        filterOptions={filterAirports}
        getOptionLabel={(option) => `${option.city} (${option.code}), ${option.country}`}
        placeholder="Try “sao”, “asia int” or “mel”"
      />
      <FormHelperText>Every word must match, in any order: code, city, airport, country or region.</FormHelperText>
    </FormControl>
  );
}
