import Textarea from '@mui/joy/Textarea';
import Button from '@mui/joy/Button';

export const component = 'Textarea';

// Starting values are the md textarea's own (Textarea's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Textarea-radius', default: 6, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--Textarea-paddingInline', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Textarea-minHeight', default: 2.25, min: 1.5, max: 6, step: 0.125, unit: 'rem' },
  { name: '--Textarea-gap', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Textarea-focusedThickness', default: 2, min: 0, max: 6, step: 1, unit: 'px' },
  { name: '--Textarea-placeholderOpacity', default: 0.64, min: 0, max: 1, step: 0.02, unit: '' },
] as const;

export default function TextareaVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Textarea
      placeholder="Type to see the placeholder go"
      minRows={2}
      endDecorator={
        <Button size="sm" sx={{ ml: 'auto' }}>
          Publish
        </Button>
      }
      slotProps={{ textarea: { 'aria-label': 'Release notes' } }}
      sx={{ width: 300, ...sx }}
    />
  );
}
