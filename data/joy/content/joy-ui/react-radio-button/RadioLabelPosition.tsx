import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';

export default function RadioLabelPosition() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 320 }}>
      <FormControl>
        <FormLabel sx={{ mb: 1.5 }}>Text size</FormLabel>
        <RadioGroup defaultValue="default" name="text-size">
          {['Compact', 'Default', 'Large', 'Extra large'].map((label) => (
            <Radio
              key={label}
              value={label.toLowerCase()}
              label={label}
              sx={{ flexDirection: 'row-reverse', justifyContent: 'space-between' }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Sheet>
  );
}
