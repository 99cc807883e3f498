import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return (
    <FormControl sx={{ maxWidth: 420, width: '100%' }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea minRows={2} placeholder="Gate code, where to leave the parcel, a neighbour who can take it…" />
      <FormHelperText>The courier sees this note on the day of delivery.</FormHelperText>
    </FormControl>
  );
}
