import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Tooltip from '@mui/joy/Tooltip';

const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function TooltipColors() {
  const [variant, setVariant] = React.useState<(typeof variants)[number]>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        aria-label="Tooltip variant"
        orientation="horizontal"
        value={variant}
        onChange={(event) => setVariant(event.target.value as (typeof variants)[number])}
        sx={{ flexWrap: 'wrap', gap: 2, '& > *': { m: 0 } }}
      >
        {variants.map((value) => (
          <Radio key={value} value={value} label={value} size="sm" />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {colors.map((color) => (
          <Tooltip key={color} title={`A ${color} tooltip`} color={color} variant={variant} describeChild>
            <Button variant="soft" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
