import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const ranges = ['Day', 'Week', 'Month', 'Year'];

export default function SegmentedControl() {
  const id = React.useId();
  const [range, setRange] = React.useState('Week');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography id={id} level="title-sm">
        Show revenue by
      </Typography>
      <RadioGroup
        aria-labelledby={id}
        name="revenue-range"
        orientation="horizontal"
        value={range}
        onChange={(event) => setRange(event.target.value)}
        disableIcon
        sx={{
          '--RadioGroup-gap': '0px',
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'neutral.softBg',
        }}
      >
        {ranges.map((item) => (
          <Radio
            key={item}
            value={item}
            label={item}
            color="neutral"
            variant="plain"
            slotProps={{
              action: { sx: { borderRadius: 'lg' } },
              label: { sx: { px: 2, py: 0.75, fontSize: 'sm', fontWeight: 'lg' } },
            }}
            sx={(theme) => ({
              [`&.${radioClasses.checked} .${radioClasses.action}`]: {
                bgcolor: 'background.surface',
                boxShadow: 'sm',
                '&:hover': { bgcolor: 'background.surface' },
                // In the dark scheme the surface is darker than the track: lift the segment with a lighter grey.
                [theme.getColorSchemeSelector('dark')]: {
                  bgcolor: 'neutral.700',
                  '&:hover': { bgcolor: 'neutral.700' },
                },
              },
            })}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
