import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

/** Reads the state of the nearest FormControl: it changes its text while the input has focus. */
function NicknameHint({ id }: { id: string }) {
  const formControl = useFormControl();
  const focused = formControl?.focused ?? false;
  const filled = formControl?.filled ?? false;

  let text = 'Optional.';
  if (focused) {
    text = 'Shown next to your comments instead of your full name.';
  } else if (filled) {
    text = 'Saved as your public nickname.';
  }
  return <FormHelperText id={id}>{text}</FormHelperText>;
}

export default function FocusAwareHelperText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <InputLabel htmlFor="focus-aware-nickname">Nickname</InputLabel>
        <OutlinedInput id="focus-aware-nickname" label="Nickname" aria-describedby="focus-aware-nickname-hint" />
        <NicknameHint id="focus-aware-nickname-hint" />
      </FormControl>
    </Stack>
  );
}
