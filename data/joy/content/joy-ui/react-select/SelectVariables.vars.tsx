import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import EventRounded from '@mui/icons-material/EventRounded';

export const component = 'Select';

// Starting values are the md select's own (Select's styles in @mui/joy 5.0.0-beta.49; --Select-radius is theme.radius.sm).
export const variables = [
  { name: '--Select-minHeight', default: 2.25, min: 1.5, max: 4, step: 0.125, unit: 'rem' },
  { name: '--Select-paddingInline', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Select-radius', default: 6, min: 0, max: 28, step: 1, unit: 'px' },
  { name: '--Select-gap', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Select-placeholderOpacity', default: 0.64, min: 0, max: 1, step: 0.01, unit: '' },
  { name: '--Select-focusedThickness', default: 2, min: 0, max: 6, step: 1, unit: 'px' },
] as const;

export default function SelectVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Select placeholder="Pick a meeting day" aria-label="Meeting day" startDecorator={<EventRounded />} sx={{ ...sx, width: 240 }}>
      <Option value="mon">Monday</Option>
      <Option value="wed">Wednesday</Option>
      <Option value="fri">Friday</Option>
    </Select>
  );
}
