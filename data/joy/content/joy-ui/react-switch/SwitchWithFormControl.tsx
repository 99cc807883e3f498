import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function SwitchWithFormControl() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 400, width: '100%' }}>
      {/* FormControl links the label (htmlFor) and the helper text (aria-describedby) to the switch's input. */}
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <FormLabel>Captions</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>Show subtitles on videos when they are available.</FormHelperText>
        </Box>
        <Switch defaultChecked />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <FormLabel>Autoplay</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>Start the next episode after a 10-second countdown.</FormHelperText>
        </Box>
        <Switch />
      </FormControl>
      <FormControl orientation="horizontal" disabled sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <FormLabel>Download over mobile data</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>Available once offline downloads are turned on.</FormHelperText>
        </Box>
        <Switch />
      </FormControl>
    </Stack>
  );
}
