import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Extends the surrounding theme: every Checkbox and FormControlLabel below picks this up.
const compactTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiCheckbox: {
      defaultProps: { size: 'small', color: 'secondary' },
      styleOverrides: { root: { padding: 4 } },
    },
    MuiFormControlLabel: {
      styleOverrides: {
        root: { marginLeft: -4 },
        label: ({ theme }) => ({ ...theme.typography.body2 }),
      },
    },
  },
});

const regions = ['Europe', 'North America', 'South America', 'Asia Pacific', 'Africa'];

export default function ThemedCheckboxes() {
  return (
    <ThemeProvider theme={compactTheme}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Region</FormLabel>
        <FormGroup>
          {regions.map((region, index) => (
            <FormControlLabel key={region} control={<Checkbox defaultChecked={index < 2} />} label={region} />
          ))}
        </FormGroup>
      </FormControl>
    </ThemeProvider>
  );
}
