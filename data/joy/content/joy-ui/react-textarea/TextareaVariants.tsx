import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextareaVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>{variant}</FormLabel>
          <Textarea variant={variant} minRows={2} placeholder="What went well this sprint?" />
        </FormControl>
      ))}
    </Box>
  );
}
