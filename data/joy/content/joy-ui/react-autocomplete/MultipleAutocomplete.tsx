import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const skills = [
  'Accessibility audits',
  'Copywriting',
  'Data visualisation',
  'Figma',
  'GraphQL',
  'Interviewing',
  'Kotlin',
  'PostgreSQL',
  'Prototyping',
  'Rust',
  'Swift',
  'Technical writing',
  'TypeScript',
  'Usability testing',
];

export default function MultipleAutocomplete() {
  return (
    <FormControl sx={{ width: 420, maxWidth: '100%' }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        options={skills}
        defaultValue={['TypeScript', 'Usability testing']}
        placeholder="Add a skill"
        disableCloseOnSelect
        // The default chips' delete buttons have no accessible name: render the chips to label them.
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip key={key} variant="soft" color="neutral" endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}>
                {tag}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
