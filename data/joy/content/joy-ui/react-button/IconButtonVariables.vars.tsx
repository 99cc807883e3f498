import IconButton from '@mui/joy/IconButton';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export const component = 'IconButton';

// Starting values are the md icon button's own (IconButton's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--IconButton-size', default: 2.25, min: 1.5, max: 4, step: 0.125, unit: 'rem' },
  { name: '--IconButton-radius', default: 6, min: 0, max: 32, step: 1, unit: 'px' },
] as const;

export default function IconButtonVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <IconButton variant="soft" aria-label="Settings" sx={sx}>
      <SettingsOutlined />
    </IconButton>
  );
}
