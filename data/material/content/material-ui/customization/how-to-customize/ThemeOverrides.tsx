import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// One place for the whole app: every Button and TextField under this provider picks it up.
// Extending the surrounding theme keeps its palette, so light and dark mode still work.
const formTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiButton: {
      defaultProps: { disableElevation: true, variant: 'contained' },
      styleOverrides: {
        root: { textTransform: 'none', borderRadius: 10, fontWeight: 600 },
      },
    },
    MuiTextField: {
      defaultProps: { size: 'small', fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { borderRadius: 10 },
      },
    },
  },
});

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={formTheme}>
      <Stack
        component="form"
        spacing={2}
        sx={{ width: '100%', maxWidth: 340 }}
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby="newsletter-heading"
      >
        <Typography id="newsletter-heading" variant="h6" component="h3">
          Get the weekly digest
        </Typography>
        <TextField label="Name" autoComplete="name" />
        <TextField label="Email" type="email" autoComplete="email" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Also send event invitations" />
        <Button type="submit">Subscribe</Button>
      </Stack>
    </ThemeProvider>
  );
}
