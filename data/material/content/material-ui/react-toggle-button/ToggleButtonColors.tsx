import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const ranges = ['Day', 'Week', 'Month', 'Year'];
const colors = ['standard', 'primary', 'secondary', 'success'] as const;

export default function ToggleButtonColors() {
  const [range, setRange] = React.useState('Month');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {colors.map((color) => (
        <Stack key={color} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 80, color: 'text.secondary', fontFamily: 'monospace' }}>
            {color}
          </Typography>
          <ToggleButtonGroup
            color={color}
            size="small"
            value={range}
            exclusive
            onChange={(_event, newRange: string | null) => {
              if (newRange !== null) {
                setRange(newRange);
              }
            }}
            aria-label={`Chart range (${color} color)`}
          >
            {ranges.map((item) => (
              <ToggleButton key={item} value={item}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
