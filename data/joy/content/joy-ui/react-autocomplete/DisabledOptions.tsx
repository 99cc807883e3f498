import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Slot {
  time: string;
  seatsLeft: number;
}

const slots: Slot[] = [
  { time: '09:00', seatsLeft: 4 },
  { time: '09:30', seatsLeft: 0 },
  { time: '10:00', seatsLeft: 2 },
  { time: '10:30', seatsLeft: 0 },
  { time: '11:00', seatsLeft: 6 },
  { time: '13:30', seatsLeft: 1 },
  { time: '14:00', seatsLeft: 0 },
  { time: '14:30', seatsLeft: 3 },
  { time: '15:00', seatsLeft: 5 },
];

export default function DisabledOptions() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Tour start time</FormLabel>
      <Autocomplete
        options={slots}
        getOptionLabel={(slot) => (slot.seatsLeft === 0 ? `${slot.time} · fully booked` : `${slot.time} · ${slot.seatsLeft} left`)}
        getOptionDisabled={(slot) => slot.seatsLeft === 0}
        isOptionEqualToValue={(slot, selected) => slot.time === selected.time}
        placeholder="Pick a time"
      />
      <FormHelperText>Fully booked times stay in the list but cannot be picked.</FormHelperText>
    </FormControl>
  );
}
