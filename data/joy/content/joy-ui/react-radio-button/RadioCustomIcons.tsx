import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';

const reminders = [
  { value: 'now', label: 'At the time' },
  { value: '1h', label: '1 hour before' },
  { value: '1d', label: '1 day before' },
];

export default function RadioCustomIcons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <FormControl>
        <FormLabel>Reminder</FormLabel>
        <RadioGroup defaultValue="1d" name="reminder">
          {reminders.map((reminder) => (
            <Radio
              key={reminder.value}
              value={reminder.value}
              label={reminder.label}
              color="success"
              variant="plain"
              checkedIcon={<CheckCircleRounded />}
              uncheckedIcon={<RadioButtonUncheckedRounded />}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Default view</FormLabel>
        <RadioGroup defaultValue="board" name="default-view">
          {['List', 'Board', 'Calendar'].map((label) => (
            <Radio
              key={label}
              value={label.toLowerCase()}
              label={label}
              color="warning"
              variant="plain"
              checkedIcon={<StarRounded />}
              uncheckedIcon={<StarBorderRounded />}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
