import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export const component = 'ToggleButtonGroup';

// Starting values are the outlined group's own (ButtonGroup's styles in @mui/joy 5.0.0-beta.49: theme radius sm, 1px separators).
export const variables = [
  { name: '--ButtonGroup-radius', default: 6, min: 0, max: 24, step: 1, unit: 'px' },
  { name: '--ButtonGroup-separatorSize', default: 1, min: 0, max: 4, step: 1, unit: 'px' },
] as const;

export default function ToggleButtonGroupVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <ToggleButtonGroup aria-label="Map style" value="terrain" sx={sx}>
      <Button value="map">Map</Button>
      <Button value="terrain">Terrain</Button>
      <Button value="satellite">Satellite</Button>
    </ToggleButtonGroup>
  );
}
