import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Slider from '@mui/joy/Slider';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const channels: ('default' | ColorPaletteProp)[] = ['default', 'primary', 'success', 'danger'];

export default function ShadowOnElement() {
  const [channel, setChannel] = React.useState<(typeof channels)[number]>('primary');
  const [opacity, setOpacity] = React.useState(0.24);
  const [ring, setRing] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', width: '100%', alignItems: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: '1 1 220px', maxWidth: 280 }}>
        <FormControl>
          <FormLabel id="shadow-channel-label">Shadow colour (shadowChannel)</FormLabel>
          <RadioGroup
            aria-labelledby="shadow-channel-label"
            orientation="horizontal"
            value={channel}
            onChange={(event) => setChannel(event.target.value as (typeof channels)[number])}
            sx={{ flexWrap: 'wrap', gap: 1.5 }}
          >
            {channels.map((item) => (
              <Radio key={item} value={item} label={item} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="shadow-opacity-label">shadowOpacity: {opacity.toFixed(2)}</FormLabel>
          <Slider
            aria-labelledby="shadow-opacity-label"
            min={0.04}
            max={0.6}
            step={0.02}
            value={opacity}
            onChange={(_event, value) => setOpacity(value as number)}
          />
        </FormControl>
        <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
          <Switch checked={ring} onChange={(event) => setRing(event.target.checked)} />
          <FormLabel sx={{ m: 0 }}>shadowRing (1px outline)</FormLabel>
        </FormControl>
      </Box>
      <Box sx={{ flex: '1 1 220px', display: 'flex', justifyContent: 'center', py: 3 }}>
        {/* The shadow values read these variables, so setting them on one element re-colours its shadow only. */}
        <Card
          variant="plain"
          sx={(theme) => ({
            width: 240,
            // theme.shadow.lg (not 'lg', which is var(--joy-shadow-lg), already resolved on <html>) so that
            // the variables below are read on this element.
            boxShadow: theme.shadow.lg,
            [`--${theme.cssVarPrefix}-shadowOpacity`]: String(opacity),
            ...(channel !== 'default' && { [`--${theme.cssVarPrefix}-shadowChannel`]: theme.vars.palette[channel].mainChannel }),
            ...(ring && { [`--${theme.cssVarPrefix}-shadowRing`]: `0 0 0 1px rgba(${theme.vars.palette.neutral.mainChannel} / 0.24)` }),
          })}
        >
          <Typography level="title-md">Quarterly report</Typography>
          <Typography level="body-sm">Uses shadow.lg, re-coloured on this card only.</Typography>
        </Card>
      </Box>
    </Box>
  );
}
