import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';

interface PlanOptionProps {
  value: string;
  title: string;
  detail: string;
}

function PlanOption({ value, title, detail }: PlanOptionProps) {
  // The group's context: its name, current value and change handler.
  const radioGroup = useRadioGroup();
  const selected = radioGroup?.value === value;

  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <Box component="span" sx={{ display: 'block', py: 1 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: selected ? 600 : 400 }}>
            {title}
          </Box>
          <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
            {detail}
          </Box>
        </Box>
      }
      sx={{
        m: 0,
        pr: 2,
        alignItems: 'flex-start',
        border: 1,
        borderRadius: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.hover' : 'transparent',
        transition: 'border-color 150ms, background-color 150ms',
        '& .MuiRadio-root': { mt: 0.5 },
      }}
    />
  );
}

export default function UseRadioGroupOptions() {
  return (
    <FormControl sx={{ maxWidth: 420, width: '100%' }}>
      <FormLabel id="storage-plan-label" sx={{ mb: 1 }}>
        Storage plan
      </FormLabel>
      <RadioGroup aria-labelledby="storage-plan-label" name="storage-plan" defaultValue="team" sx={{ gap: 1 }}>
        <PlanOption value="personal" title="Personal, 100 GB" detail="One user, files kept for 30 days after deletion." />
        <PlanOption value="team" title="Team, 2 TB" detail="Up to 10 users, shared folders and version history." />
        <PlanOption value="business" title="Business, 10 TB" detail="Unlimited users, audit log and single sign-on." />
      </RadioGroup>
    </FormControl>
  );
}
