import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputInnerHtml() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Guests</FormLabel>
        <Input type="number" defaultValue={2} slotProps={{ input: { min: 1, max: 8, step: 1 } }} />
        <FormHelperText>Between 1 and 8; the arrows stop at the limits.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Check-in</FormLabel>
        <Input type="date" defaultValue="2025-06-14" slotProps={{ input: { min: '2025-06-01', max: '2025-09-30' } }} />
        <FormHelperText>Bookings are open from June to September.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>One-time code</FormLabel>
        <Input
          placeholder="6 digits"
          slotProps={{
            input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: '[0-9]{6}' },
          }}
        />
        <FormHelperText>Phones show a numeric keypad and can fill the code from a text message.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
