import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const sizes = [
  { size: 'sm', label: 'Small', placeholder: 'A note on this invoice line' },
  { size: 'md', label: 'Medium', placeholder: 'Describe the issue you ran into' },
  { size: 'lg', label: 'Large', placeholder: 'Write the opening paragraph of your post' },
] as const;

export default function TextareaSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 460, width: '100%' }}>
      {sizes.map(({ size, label, placeholder }) => (
        <FormControl key={size} size={size}>
          <FormLabel>{label}</FormLabel>
          <Textarea size={size} minRows={2} placeholder={placeholder} />
        </FormControl>
      ))}
    </Stack>
  );
}
