import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import { airports } from './data';

// Splits `text` into parts, marking every case-insensitive occurrence of `query`.
function splitMatches(text: string, query: string): { part: string; match: boolean }[] {
  const q = query.trim().toLowerCase();
  if (!q) {
    return [{ part: text, match: false }];
  }
  const parts: { part: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let start = 0;
  let found = lower.indexOf(q);
  while (found !== -1) {
    if (found > start) {
      parts.push({ part: text.slice(start, found), match: false });
    }
    parts.push({ part: text.slice(found, found + q.length), match: true });
    start = found + q.length;
    found = lower.indexOf(q, start);
  }
  if (start < text.length) {
    parts.push({ part: text.slice(start), match: false });
  }
  return parts;
}

export default function HighlightedOptions() {
  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Airport</FormLabel>
      <Autocomplete
        options={airports}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        placeholder="Try “an”"
        renderOption={(props, option, { inputValue }) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <Typography level="inherit">
                {splitMatches(`${option.city} (${option.code})`, inputValue).map(({ part, match }, index) =>
                  match ? (
                    <Typography
                      key={index}
                      component="mark"
                      sx={{ bgcolor: 'warning.softBg', color: 'inherit', fontWeight: 'lg', borderRadius: '2px' }}
                    >
                      {part}
                    </Typography>
                  ) : (
                    part
                  ),
                )}
              </Typography>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
