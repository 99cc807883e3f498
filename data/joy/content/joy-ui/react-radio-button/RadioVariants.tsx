import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function RadioVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 3 }}>
      {variants.map((variant) => (
        // Each group shows the variant checked ("Yes") and unchecked ("No").
        <FormControl key={variant}>
          <FormLabel sx={{ textTransform: 'capitalize' }}>{variant}</FormLabel>
          <RadioGroup defaultValue="yes" name={`gift-wrap-${variant}`}>
            <Radio value="yes" label="Yes" variant={variant} />
            <Radio value="no" label="No" variant={variant} />
          </RadioGroup>
        </FormControl>
      ))}
    </Box>
  );
}
