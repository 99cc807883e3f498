import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircle from '@mui/icons-material/CheckCircle';

const slots = ['08:00 – 10:00', '10:00 – 12:00', '14:00 – 16:00', '18:00 – 20:00'];

export default function ChipWithRadio() {
  const [slot, setSlot] = React.useState(slots[1]);

  return (
    <FormControl>
      <FormLabel id="delivery-slot-label">Delivery window</FormLabel>
      <RadioGroup
        name="delivery-slot"
        aria-labelledby="delivery-slot-label"
        orientation="horizontal"
        value={slot}
        onChange={(event) => setSlot(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {slots.map((option) => {
          const checked = slot === option;
          return (
            <Chip
              key={option}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked ? <CheckCircle /> : null}
            >
              <Radio variant="outlined" color={checked ? 'primary' : 'neutral'} disableIcon overlay label={option} value={option} />
            </Chip>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
