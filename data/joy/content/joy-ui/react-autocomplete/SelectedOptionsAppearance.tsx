import Autocomplete from '@mui/joy/Autocomplete';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { people, initials } from './data';

export default function SelectedOptionsAppearance() {
  return (
    <FormControl sx={{ width: 440, maxWidth: '100%' }}>
      <FormLabel>Invite to the planning call</FormLabel>
      <Autocomplete
        multiple
        options={people}
        defaultValue={[people[0], people[5]]}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.name === selected.name}
        placeholder="Add people"
        renderTags={(tags, getTagProps) =>
          tags.map((person, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color={person.color}
                startDecorator={
                  <Avatar size="sm" color={person.color} variant="solid" sx={{ '--Avatar-size': '1.25rem', fontSize: '0.625rem' }}>
                    {initials(person.name)}
                  </Avatar>
                }
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${person.name}`} />}
              >
                {person.name}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
