import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { indigo } from '@mui/material/colors';
import { alpha } from '@mui/material/styles';

export default function SwitchColors() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControlLabel control={<Switch defaultChecked />} label="Primary" />
      <FormControlLabel control={<Switch defaultChecked color="secondary" />} label="Secondary" />
      <FormControlLabel control={<Switch defaultChecked color="success" />} label="Success" />
      <FormControlLabel control={<Switch defaultChecked color="warning" />} label="Warning" />
      <FormControlLabel control={<Switch defaultChecked color="default" />} label="Default" />
      <FormControlLabel
        control={
          <Switch
            defaultChecked
            sx={{
              '& .MuiSwitch-switchBase.Mui-checked': {
                color: indigo[600],
                '&:hover': { backgroundColor: alpha(indigo[600], 0.08) },
              },
              '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { backgroundColor: indigo[600] },
            }}
          />
        }
        label="Custom indigo"
      />
    </Stack>
  );
}
