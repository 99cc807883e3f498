import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const statuses = [
  { value: 'not-started', label: 'Not started', color: 'neutral' },
  { value: 'in-review', label: 'In review', color: 'primary' },
  { value: 'on-track', label: 'On track', color: 'success' },
  { value: 'at-risk', label: 'At risk', color: 'warning' },
  { value: 'blocked', label: 'Blocked', color: 'danger' },
] as const;

export default function RadioColors() {
  return (
    <FormControl>
      <FormLabel>Project status</FormLabel>
      <RadioGroup defaultValue="on-track" name="project-status">
        {statuses.map((status) => (
          <Radio key={status.value} value={status.value} label={status.label} color={status.color} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
