import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export const component = 'RadioGroup';

// Starting values are the md size's own (Radio and RadioGroup styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--RadioGroup-gap', default: 0.875, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Radio-size', default: 1.25, min: 0.75, max: 2.5, step: 0.125, unit: 'rem' },
  { name: '--Radio-gap', default: 0.625, min: 0, max: 2, step: 0.125, unit: 'rem' },
] as const;

// --RadioGroup-gap belongs to the group; --Radio-size and --Radio-gap are set on each radio,
// so the preview passes the same styles to both.
export default function RadioVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <RadioGroup defaultValue="email" name="contact-preview" aria-label="Preferred contact" sx={sx}>
      <Radio value="email" label="Email" sx={sx} />
      <Radio value="phone" label="Phone" sx={sx} />
      <Radio value="post" label="Post" sx={sx} />
    </RadioGroup>
  );
}
