import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  'C#',
  'Clojure',
  'Dart',
  'Elixir',
  'F#',
  'Go',
  'Haskell',
  'Java',
  'Julia',
  'Kotlin',
  'Lua',
  'OCaml',
  'PHP',
  'Python',
  'Ruby',
  'Rust',
  'Scala',
  'Swift',
  'TypeScript',
  'Zig',
];

export default function ComboBox() {
  return (
    <Autocomplete
      id="combo-box-language"
      options={languages}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Primary language" />}
    />
  );
}
