import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Slot {
  time: string;
  booked: boolean;
}

const slots: Slot[] = [
  { time: '09:00', booked: false },
  { time: '09:30', booked: true },
  { time: '10:00', booked: true },
  { time: '10:30', booked: false },
  { time: '11:00', booked: false },
  { time: '11:30', booked: true },
  { time: '13:00', booked: false },
  { time: '13:30', booked: false },
  { time: '14:00', booked: true },
  { time: '14:30', booked: false },
  { time: '15:00', booked: false },
];

export default function DisabledOptions() {
  return (
    <Autocomplete
      id="disabled-options-slot"
      options={slots}
      getOptionLabel={(option) => option.time}
      getOptionDisabled={(option) => option.booked}
      sx={{ width: '100%', maxWidth: 280 }}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.time}
            </Box>
            {option.booked ? (
              <Box component="span" sx={{ fontSize: 14 }}>
                Booked
              </Box>
            ) : null}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Appointment time" />}
    />
  );
}
