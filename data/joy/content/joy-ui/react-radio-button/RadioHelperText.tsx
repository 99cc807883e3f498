import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const backups = [
  { value: 'daily', label: 'Daily', help: 'Every night at 02:00, kept for 30 days.' },
  { value: 'hourly', label: 'Hourly', help: 'Every hour, kept for 7 days. Uses more storage.' },
  { value: 'off', label: 'Off', help: 'Not recommended: deleted data cannot be restored.' },
];

export default function RadioHelperText() {
  return (
    <FormControl>
      <FormLabel>Automatic backups</FormLabel>
      <RadioGroup defaultValue="daily" name="backups" sx={{ gap: 1.5 }}>
        {backups.map((option) => (
          // A FormControl per option links each radio to its own description.
          <FormControl key={option.value}>
            <Radio value={option.value} label={option.label} />
            <FormHelperText>{option.help}</FormHelperText>
          </FormControl>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
