import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const sizes = ['S', 'M', 'L', 'XL'];

function SizePicker({ spacing, label }: { spacing: React.ComponentProps<typeof ToggleButtonGroup>['spacing']; label: string }) {
  const [size, setSize] = React.useState<string | null>('M');
  const id = React.useId();
  return (
    <Stack spacing={1}>
      <Typography id={id} level="body-sm">
        {label}
      </Typography>
      <ToggleButtonGroup spacing={spacing} aria-labelledby={id} value={size} onChange={(event, value) => value && setSize(value)}>
        {sizes.map((item) => (
          <Button key={item} value={item} sx={{ minWidth: 48 }}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function ToggleGroupSpacing() {
  return (
    <Stack spacing={2.5}>
      <SizePicker spacing={0} label="Connected (spacing 0, the default)" />
      <SizePicker spacing={1} label="Separate buttons (spacing 1)" />
      <SizePicker spacing={{ xs: 0.5, md: 2 }} label="Responsive (0.5 on phones, 2 from md up)" />
    </Stack>
  );
}
