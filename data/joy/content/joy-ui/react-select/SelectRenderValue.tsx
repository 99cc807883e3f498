import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select, { SelectOption } from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const priorities = [
  { value: 'urgent', label: 'Urgent', color: 'danger', sla: 'Reply within 1 hour' },
  { value: 'high', label: 'High', color: 'warning', sla: 'Reply within 4 hours' },
  { value: 'normal', label: 'Normal', color: 'primary', sla: 'Reply within 1 day' },
  { value: 'low', label: 'Low', color: 'neutral', sla: 'Reply within 3 days' },
] as const;

function Dot({ color }: { color: (typeof priorities)[number]['color'] }) {
  return <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${color}.solidBg`, flexShrink: 0 }} />;
}

function renderValue(option: SelectOption<string> | null) {
  const priority = priorities.find((item) => item.value === option?.value);
  if (!priority) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Dot color={priority.color} />
      <Typography level="body-md" textColor="text.primary">
        {priority.label}
      </Typography>
      <Typography level="body-xs" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        · {priority.sla}
      </Typography>
    </Box>
  );
}

export default function SelectRenderValue() {
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Ticket priority</FormLabel>
      <Select defaultValue="high" renderValue={renderValue}>
        {priorities.map((priority) => (
          <Option key={priority.value} value={priority.value}>
            <ListItemDecorator>
              <Dot color={priority.color} />
            </ListItemDecorator>
            {priority.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
