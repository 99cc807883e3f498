import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinkColors() {
  const [variant, setVariant] = React.useState<VariantProp | 'none'>('none');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        aria-label="Link variant"
        size="sm"
        value={variant}
        onChange={(_event, value) => value && setVariant(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(['none', 'plain', 'outlined', 'soft', 'solid'] as const).map((item) => (
          <Button key={item} value={item}>
            {item === 'none' ? 'no variant' : item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Link key={color} href="#colors" color={color} variant={variant === 'none' ? undefined : variant}>
            {color}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
