import Checkbox from '@mui/joy/Checkbox';

export const component = 'Checkbox';

// Starting values are the md checkbox's own (Checkbox's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Checkbox-size', default: 1.25, min: 0.75, max: 3, step: 0.125, unit: 'rem' },
  { name: '--Checkbox-gap', default: 0.625, min: 0, max: 2, step: 0.125, unit: 'rem' },
] as const;

export default function CheckboxVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return <Checkbox label="Remember this browser" defaultChecked sx={sx} />;
}
