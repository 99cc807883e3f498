import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const sizes = ['sm', 'md', 'lg'] as const;

function UnitGroup({ size }: { size: (typeof sizes)[number] }) {
  const [unit, setUnit] = React.useState<string | null>('celsius');
  return (
    <ToggleButtonGroup
      size={size}
      aria-label={`Temperature unit, size ${size}`}
      value={unit}
      onChange={(event, value) => value && setUnit(value)}
    >
      <Button value="celsius">°C</Button>
      <Button value="fahrenheit">°F</Button>
      <Button value="kelvin">K</Button>
    </ToggleButtonGroup>
  );
}

export default function ToggleGroupSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {sizes.map((size) => (
        <UnitGroup key={size} size={size} />
      ))}
    </Stack>
  );
}
