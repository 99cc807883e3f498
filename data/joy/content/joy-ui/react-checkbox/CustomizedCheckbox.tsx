import Box from '@mui/joy/Box';
import Checkbox, { checkboxClasses } from '@mui/joy/Checkbox';
import { styled } from '@mui/joy/styles';

// A round, larger checkbox for to-do lists, with a line through the label once it is done.
const TaskCheckbox = styled(Checkbox)(({ theme }) => ({
  '--Checkbox-size': '1.5rem',
  [`& .${checkboxClasses.checkbox}`]: {
    borderRadius: '50%',
  },
  [`&.${checkboxClasses.checked} .${checkboxClasses.label}`]: {
    textDecoration: 'line-through',
    color: theme.vars.palette.text.tertiary,
  },
}));

export default function CustomizedCheckbox() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TaskCheckbox color="success" label="Book the venue for the offsite" defaultChecked />
      <TaskCheckbox color="success" label="Send the agenda to the team" />
      <Checkbox label="Label in bold, gap of 1 rem (sx)" defaultChecked sx={{ '--Checkbox-gap': '1rem', fontWeight: 'lg' }} />
    </Box>
  );
}
