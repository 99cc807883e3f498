import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const amenities = ['Wi-Fi', 'Parking', 'Pets allowed', 'Pool', 'Breakfast'];

export default function ClickableChips() {
  const [active, setActive] = React.useState<string[]>(['Wi-Fi']);

  const toggle = (amenity: string) =>
    setActive((current) => (current.includes(amenity) ? current.filter((item) => item !== amenity) : [...current, amenity]));

  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm">Filter stays by amenity</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {amenities.map((amenity) => {
          const selected = active.includes(amenity);
          return (
            <Chip
              key={amenity}
              variant={selected ? 'solid' : 'outlined'}
              color={selected ? 'primary' : 'neutral'}
              startDecorator={selected ? <Check /> : null}
              onClick={() => toggle(amenity)}
              slotProps={{ action: { 'aria-pressed': selected } }}
            >
              {amenity}
            </Chip>
          );
        })}
      </Stack>
      <Typography role="status" level="body-sm">
        {active.length === 0 ? 'Showing every stay.' : `Showing stays with ${active.join(', ')}.`}
      </Typography>
    </Stack>
  );
}
