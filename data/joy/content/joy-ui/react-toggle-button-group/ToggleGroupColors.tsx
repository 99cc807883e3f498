import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'success', 'warning', 'danger'];

export default function ToggleGroupColors() {
  const [variant, setVariant] = React.useState<VariantProp | null>('soft');
  const [priority, setPriority] = React.useState<Record<string, string | null>>({});

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="colors-variant-label" level="body-sm">
          Variant:
        </Typography>
        <ToggleButtonGroup
          size="sm"
          aria-labelledby="colors-variant-label"
          value={variant}
          onChange={(event, value) => value && setVariant(value as VariantProp)}
        >
          <Button value="outlined">outlined</Button>
          <Button value="plain">plain</Button>
          <Button value="soft">soft</Button>
          <Button value="solid">solid</Button>
        </ToggleButtonGroup>
      </Stack>
      {colors.map((color) => (
        <Stack key={color} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 64 }}>
            {color}
          </Typography>
          <ToggleButtonGroup
            color={color}
            variant={variant ?? 'soft'}
            aria-label={`Priority, ${color}`}
            value={priority[color] ?? 'medium'}
            onChange={(event, value) => value && setPriority((current) => ({ ...current, [color]: value }))}
          >
            <Button value="low">Low</Button>
            <Button value="medium">Medium</Button>
            <Button value="high">High</Button>
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
