import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Font {
  family: string;
  category: 'Monospace' | 'Sans serif' | 'Serif' | 'Handwriting';
}

const fonts: Font[] = [
  { family: 'Lora', category: 'Serif' },
  { family: 'Inter', category: 'Sans serif' },
  { family: 'JetBrains Mono', category: 'Monospace' },
  { family: 'Caveat', category: 'Handwriting' },
  { family: 'Merriweather', category: 'Serif' },
  { family: 'Work Sans', category: 'Sans serif' },
  { family: 'IBM Plex Mono', category: 'Monospace' },
  { family: 'Kalam', category: 'Handwriting' },
  { family: 'Source Serif 4', category: 'Serif' },
  { family: 'Nunito', category: 'Sans serif' },
  { family: 'Fira Code', category: 'Monospace' },
  { family: 'Crimson Pro', category: 'Serif' },
  { family: 'Manrope', category: 'Sans serif' },
];

// groupBy only adds a heading when the group changes, so sort by group first.
const sortedFonts = [...fonts].sort((a, b) => a.category.localeCompare(b.category) || a.family.localeCompare(b.family));

export default function GroupedOptions() {
  return (
    <Autocomplete
      id="grouped-fonts"
      options={sortedFonts}
      groupBy={(option) => option.category}
      getOptionLabel={(option) => option.family}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Body font" />}
    />
  );
}
