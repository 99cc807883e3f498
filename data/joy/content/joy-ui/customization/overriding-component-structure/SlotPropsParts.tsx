import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Slider from '@mui/joy/Slider';
import type { Theme } from '@mui/joy/styles';

export default function SlotPropsParts() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, width: '100%', maxWidth: 340 }}>
      <FormControl>
        <FormLabel>Postcode</FormLabel>
        {/* Attributes for the <input> inside the Input's root <div>. */}
        <Input
          placeholder="1012 AB"
          slotProps={{ input: { maxLength: 7, autoComplete: 'postal-code', spellCheck: false, style: { textTransform: 'uppercase' } } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Delivery window</FormLabel>
        {/* Props and styles for the listbox, which lives in a portal. */}
        <Select
          defaultValue="morning"
          slotProps={{ listbox: { placement: 'bottom-start', sx: { minWidth: 240, '--ListItem-minHeight': '44px' } } }}
        >
          <Option value="morning">Morning, 8:00–12:00</Option>
          <Option value="afternoon">Afternoon, 12:00–17:00</Option>
          <Option value="evening">Evening, 17:00–21:00</Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel id="slotprops-volume">Notification volume</FormLabel>
        {/* A function of the owner state: the thumb turns red when the value is high. */}
        <Slider
          aria-labelledby="slotprops-volume"
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
          valueLabelDisplay="auto"
          slotProps={{
            thumb: (ownerState) => {
              const high = typeof ownerState.value === 'number' && ownerState.value > 80;
              return high ? { sx: (theme: Theme) => ({ '--Slider-thumbColor': theme.vars.palette.danger[500] }) } : {};
            },
            input: { 'aria-valuetext': `${volume} percent` },
          }}
        />
      </FormControl>
    </Box>
  );
}
