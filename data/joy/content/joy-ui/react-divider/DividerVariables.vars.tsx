import Divider from '@mui/joy/Divider';

export const component = 'Divider';

// Starting values are the Divider's own (Divider's styles in @mui/joy 5.0.0-beta.49, with children).
export const variables = [
  { name: '--Divider-thickness', default: 1, min: 1, max: 8, step: 1, unit: 'px' },
  { name: '--Divider-gap', default: 8, min: 0, max: 48, step: 2, unit: 'px' },
  { name: '--Divider-childPosition', default: 50, min: 0, max: 100, step: 5, unit: '%' },
] as const;

export default function DividerVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return <Divider sx={{ width: 'min(320px, 80vw)', ...sx }}>Chapter 3</Divider>;
}
