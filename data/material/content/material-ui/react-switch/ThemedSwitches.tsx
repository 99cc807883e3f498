import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Extends the surrounding theme: every Switch below gets these defaults.
const switchTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiSwitch: {
      defaultProps: {
        color: 'success',
        // Screen readers announce "switch, on" instead of "checkbox, checked".
        slotProps: { input: { role: 'switch' } },
      },
      styleOverrides: {
        track: { borderRadius: 4 },
        thumb: { borderRadius: 6 },
      },
    },
  },
});

export default function ThemedSwitches() {
  return (
    <ThemeProvider theme={switchTheme}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Backups</FormLabel>
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label="Back up photos" />
          <FormControlLabel control={<Switch defaultChecked />} label="Back up documents" />
          <FormControlLabel control={<Switch />} label="Back up over mobile data" />
        </FormGroup>
      </FormControl>
    </ThemeProvider>
  );
}
