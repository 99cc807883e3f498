import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languagesSpoken = [
  'Amharic',
  'Arabic',
  'Bengali',
  'English',
  'French',
  'Hindi',
  'Indonesian',
  'Mandarin',
  'Portuguese',
  'Spanish',
  'Swahili',
  'Tagalog',
  'Turkish',
  'Yoruba',
];

export default function LimitTags() {
  return (
    <Autocomplete
      id="limit-tags-languages"
      multiple
      limitTags={2}
      options={languagesSpoken}
      defaultValue={['English', 'Portuguese', 'Swahili', 'Tagalog']}
      getLimitTagsText={(more) => `+${more} more`}
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label="Languages spoken" />}
    />
  );
}
