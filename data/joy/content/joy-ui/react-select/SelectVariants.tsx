import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const variants = ['outlined', 'soft', 'plain', 'solid'] as const;

export default function SelectVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel sx={{ textTransform: 'capitalize' }}>{variant}</FormLabel>
          <Select variant={variant} defaultValue="week">
            <Option value="day">Today</Option>
            <Option value="week">This week</Option>
            <Option value="month">This month</Option>
          </Select>
        </FormControl>
      ))}
    </Box>
  );
}
