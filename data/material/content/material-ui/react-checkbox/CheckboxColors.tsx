import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { teal } from '@mui/material/colors';

export default function CheckboxColors() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Primary" />
      <FormControlLabel control={<Checkbox defaultChecked color="secondary" />} label="Secondary" />
      <FormControlLabel control={<Checkbox defaultChecked color="success" />} label="Success" />
      <FormControlLabel control={<Checkbox defaultChecked color="error" />} label="Error" />
      <FormControlLabel control={<Checkbox defaultChecked color="default" />} label="Default" />
      <FormControlLabel
        control={
          <Checkbox
            defaultChecked
            sx={{
              color: teal[700],
              '&.Mui-checked': { color: teal[700] },
            }}
          />
        }
        label="Custom teal"
      />
    </Stack>
  );
}
