import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { airports } from './data';

export default function LimitTags() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Airports on the route</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        options={airports}
        getOptionLabel={(option) => option.code}
        isOptionEqualToValue={(option, selected) => option.code === selected.code}
        defaultValue={airports.filter((airport) => ['LIS', 'DOH', 'SIN', 'AKL', 'NAN'].includes(airport.code))}
        placeholder="Add a stop"
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip key={key} variant="soft" color="neutral" endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag.code}`} />}>
                {tag.code}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>Two stops show while the field is not focused; focus it to see all.</FormHelperText>
    </FormControl>
  );
}
