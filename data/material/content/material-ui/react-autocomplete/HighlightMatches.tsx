import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const species = [
  'Acer palmatum',
  'Alocasia amazonica',
  'Begonia maculata',
  'Crassula ovata',
  'Dracaena marginata',
  'Echeveria elegans',
  'Ficus elastica',
  'Hedera helix',
  'Lavandula angustifolia',
  'Nephrolepis exaltata',
  'Olea europaea',
  'Philodendron hederaceum',
  'Rosmarinus officinalis',
  'Salvia officinalis',
  'Spathiphyllum wallisii',
  'Tradescantia zebrina',
];

interface Part {
  text: string;
  match: boolean;
}

// Splits `label` into matching and non-matching parts, case-insensitively, for every occurrence of `query`.
function splitByMatch(label: string, query: string): Part[] {
  const needle = query.trim().toLowerCase();
  if (!needle) {
    return [{ text: label, match: false }];
  }
  const parts: Part[] = [];
  const haystack = label.toLowerCase();
  let start = 0;
  let found = haystack.indexOf(needle);
  while (found !== -1) {
    if (found > start) {
      parts.push({ text: label.slice(start, found), match: false });
    }
    parts.push({ text: label.slice(found, found + needle.length), match: true });
    start = found + needle.length;
    found = haystack.indexOf(needle, start);
  }
  if (start < label.length) {
    parts.push({ text: label.slice(start), match: false });
  }
  return parts;
}

export default function HighlightMatches() {
  return (
    <Autocomplete
      id="highlight-matches-species"
      options={species}
      sx={{ width: '100%', maxWidth: 340 }}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitByMatch(option, inputValue).map((part, index) =>
                part.match ? (
                  <Box
                    component="mark"
                    key={index}
                    sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 3 }}
                  >
                    {part.text}
                  </Box>
                ) : (
                  part.text
                ),
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Botanical name" placeholder="Try “offic” or “ea”" />}
    />
  );
}
