import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// Extends the surrounding theme instead of replacing it, so light and dark modes keep working.
const withCompactFields = (outerTheme: Theme): Theme => {
  // CSS variables when the theme has them, so the colors follow the light and dark schemes.
  const { palette } = outerTheme.vars ?? outerTheme;
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiTextField: {
        defaultProps: { variant: 'filled', size: 'small', fullWidth: true },
      },
      MuiFilledInput: {
        defaultProps: { disableUnderline: true },
        styleOverrides: {
          root: {
            borderRadius: outerTheme.shape.borderRadius,
            border: '1px solid',
            borderColor: palette.divider,
            '&.Mui-focused': {
              borderColor: palette.primary.main,
              boxShadow: `0 0 0 1px ${palette.primary.main}`,
            },
            '&.Mui-error': { borderColor: palette.error.main },
          },
        },
      },
      MuiFormHelperText: {
        styleOverrides: { root: { marginLeft: 0 } },
      },
    },
  };
};

export default function ThemedTextFields() {
  return (
    <ThemeProvider theme={withCompactFields}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField id="themed-company" label="Company" autoComplete="organization" defaultValue="Northwind Bakery" />
        <TextField id="themed-vat" label="VAT number" defaultValue="DE-12" error helperText="A German VAT number has 9 digits after DE." />
        <TextField id="themed-notes" label="Delivery notes" multiline minRows={2} />
      </Stack>
    </ThemeProvider>
  );
}
