import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const slots = ['09:00', '09:30', '10:00', '11:30', '13:00', '14:30', '15:00', '16:30'];
const taken = ['10:00', '15:00'];

export default function RadioNoIcon() {
  const id = React.useId();
  const [time, setTime] = React.useState('11:30');

  return (
    <div>
      <Typography id={id} level="title-sm" sx={{ mb: 1.5 }}>
        Appointment time, Thursday 12 June
      </Typography>
      <RadioGroup
        aria-labelledby={id}
        name="appointment-time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        disableIcon
        orientation="horizontal"
        sx={{
          '--RadioGroup-gap': '0px',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
          gap: 1,
          maxWidth: 420,
        }}
      >
        {slots.map((slot) => (
          <Radio
            key={slot}
            value={slot}
            label={slot}
            disabled={taken.includes(slot)}
            sx={taken.includes(slot) ? { textDecoration: 'line-through' } : undefined}
            variant={time === slot ? 'solid' : 'outlined'}
            color={time === slot ? 'primary' : 'neutral'}
            slotProps={{
              action: { sx: { borderRadius: 'sm' } },
              label: { sx: { py: 1, textAlign: 'center', fontWeight: 'md', fontSize: 'sm' } },
              // The strike-through is visual only: say it in the accessible name too.
              input: taken.includes(slot) ? { 'aria-label': `${slot}, taken` } : {},
            }}
          />
        ))}
      </RadioGroup>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        Booked for {time}.
      </Typography>
    </div>
  );
}
