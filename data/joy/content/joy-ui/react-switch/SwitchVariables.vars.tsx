import Switch from '@mui/joy/Switch';

export const component = 'Switch';

// Starting values are the md switch's own (Switch's styles in @mui/joy 5.0.0-beta.49; the track radius is theme radius xl).
export const variables = [
  { name: '--Switch-trackWidth', default: 32, min: 24, max: 72, step: 1, unit: 'px' },
  { name: '--Switch-trackHeight', default: 20, min: 8, max: 40, step: 1, unit: 'px' },
  { name: '--Switch-trackRadius', default: 16, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--Switch-thumbSize', default: 14, min: 6, max: 40, step: 1, unit: 'px' },
  { name: '--Switch-gap', default: 8, min: 0, max: 24, step: 1, unit: 'px' },
] as const;

export default function SwitchVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return <Switch defaultChecked startDecorator="Off" endDecorator="On" slotProps={{ input: { 'aria-label': 'Preview switch' } }} sx={sx} />;
}
