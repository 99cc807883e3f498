import * as React from 'react';
import Badge, { BadgeOrigin } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const corners: { value: string; label: string; origin: BadgeOrigin }[] = [
  { value: 'top-right', label: 'Top right (default)', origin: { vertical: 'top', horizontal: 'right' } },
  { value: 'top-left', label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { value: 'bottom-right', label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
  { value: 'bottom-left', label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
];

export default function BadgePosition() {
  const [corner, setCorner] = React.useState('top-right');
  const current = corners.find((item) => item.value === corner) ?? corners[0];

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ p: 2 }}>
        <Badge anchorOrigin={current.origin} badgeContent="3" color="danger">
          <Sheet
            variant="soft"
            sx={{ width: 120, height: 80, borderRadius: 'sm', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Typography level="body-sm">Cart</Typography>
          </Sheet>
        </Badge>
      </Box>
      <RadioGroup aria-label="Badge position" value={corner} onChange={(event) => setCorner(event.target.value)}>
        {corners.map((item) => (
          <Radio key={item.value} value={item.value} label={item.label} size="sm" />
        ))}
      </RadioGroup>
    </Box>
  );
}
