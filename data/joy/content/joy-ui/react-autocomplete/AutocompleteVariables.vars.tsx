import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';

export const component = 'Autocomplete';

const teams = ['Design', 'Finance', 'Legal', 'Research', 'Sales'];

// Starting values are the md field's own (Autocomplete uses Input's root styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Input-radius', default: 6, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--Input-minHeight', default: 2.25, min: 1.5, max: 3.5, step: 0.125, unit: 'rem' },
  { name: '--Input-paddingInline', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Input-gap', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Input-decoratorChildHeight', default: 1.75, min: 1, max: 3, step: 0.125, unit: 'rem' },
  { name: '--Autocomplete-wrapperGap', default: 3, min: 0, max: 12, step: 1, unit: 'px' },
] as const;

export default function AutocompleteVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Autocomplete
      multiple
      options={teams}
      defaultValue={['Design', 'Research']}
      aria-label="Teams"
      placeholder="Add a team"
      sx={{ ...sx, width: 300, maxWidth: '100%' }}
      renderTags={(tags, getTagProps) =>
        tags.map((tag, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return (
            <Chip key={key} variant="soft" endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}>
              {tag}
            </Chip>
          );
        })
      }
    />
  );
}
