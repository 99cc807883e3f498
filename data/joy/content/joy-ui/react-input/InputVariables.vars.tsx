import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import MailOutline from '@mui/icons-material/MailOutline';

export const component = 'Input';

// Starting values are the md input's own (Input's styles in @mui/joy 5.0.0-beta.49; --Input-radius is theme.radius.sm).
export const variables = [
  { name: '--Input-minHeight', default: 2.25, min: 1.5, max: 4, step: 0.125, unit: 'rem' },
  { name: '--Input-paddingInline', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Input-radius', default: 6, min: 0, max: 28, step: 1, unit: 'px' },
  { name: '--Input-gap', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Input-decoratorChildHeight', default: 1.75, min: 1, max: 3, step: 0.125, unit: 'rem' },
  { name: '--Input-focusedThickness', default: 2, min: 0, max: 6, step: 1, unit: 'px' },
  { name: '--Input-placeholderOpacity', default: 0.64, min: 0, max: 1, step: 0.01, unit: '' },
] as const;

export default function InputVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Input
      startDecorator={<MailOutline />}
      endDecorator={<Button>Subscribe</Button>}
      placeholder="you@company.com"
      aria-label="Email address"
      sx={{ ...sx, width: 320, maxWidth: '100%' }}
    />
  );
}
