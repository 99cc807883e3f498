import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const colors = [
  { color: 'primary', label: 'Primary', value: 'Pinned note for the whole team.' },
  { color: 'neutral', label: 'Neutral', value: 'A regular field, the default color.' },
  { color: 'success', label: 'Success', value: 'Release notes approved by QA.' },
  { color: 'warning', label: 'Warning', value: 'Unsaved changes from your last session.' },
  { color: 'danger', label: 'Danger', value: 'Reason for deleting the project.' },
] as const;

export default function TextareaColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      {colors.map(({ color, label, value }) => (
        <FormControl key={color}>
          <FormLabel>{label}</FormLabel>
          <Textarea color={color} variant="soft" minRows={2} defaultValue={value} />
        </FormControl>
      ))}
    </Box>
  );
}
