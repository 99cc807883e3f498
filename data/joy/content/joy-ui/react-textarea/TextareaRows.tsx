import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const sample =
  'Day 1: arrive in Porto, check in near Ribeira.\nDay 2: walking tour, then the tiled churches.\nDay 3: train up the Douro valley.\nDay 4: wine tasting in Pinhão.\nDay 5: back to Porto, evening flight.';

export default function TextareaRows() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, width: '100%' }}>
      <FormControl>
        <FormLabel>Grows freely</FormLabel>
        <Textarea minRows={2} defaultValue={sample} />
        <FormHelperText>minRows={2}: as tall as its text.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Grows, then scrolls</FormLabel>
        <Textarea minRows={2} maxRows={4} defaultValue={sample} />
        <FormHelperText>
          minRows={2} maxRows={4}: scrolls after four rows.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Fixed height</FormLabel>
        <Textarea minRows={3} maxRows={3} defaultValue={sample} />
        <FormHelperText>minRows and maxRows of 3: never changes height.</FormHelperText>
      </FormControl>
    </Box>
  );
}
