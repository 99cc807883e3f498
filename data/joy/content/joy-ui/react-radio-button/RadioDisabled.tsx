import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

export default function RadioDisabled() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <FormControl>
        <FormLabel>Room type</FormLabel>
        <RadioGroup defaultValue="double" name="room-type">
          <Radio value="single" label="Single" />
          <Radio value="double" label="Double" />
          <Radio value="suite" label="Suite (fully booked)" disabled />
        </RadioGroup>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Breakfast (included in this rate)</FormLabel>
        <RadioGroup defaultValue="buffet" name="breakfast">
          <Radio value="buffet" label="Buffet" disabled />
          <Radio value="room" label="In the room" disabled />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
