import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// Extends the surrounding theme, so light and dark modes keep working.
const withRoundedAutocomplete = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiAutocomplete: {
      defaultProps: {
        popupIcon: <ExpandMoreIcon />,
        // Every Autocomplete under this theme renders its options this way.
        renderOption: (props, option, { selected }, ownerState) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              <Box component="span" sx={{ flexGrow: 1 }}>
                {ownerState.getOptionLabel(option)}
              </Box>
              {selected ? <CheckIcon fontSize="small" color="primary" /> : null}
            </li>
          );
        },
      },
      styleOverrides: {
        paper: ({ theme }) => ({
          marginTop: 4,
          borderRadius: 12,
          border: '1px solid',
          borderColor: ((theme as Theme).vars ?? theme).palette.divider,
        }),
        listbox: { padding: 4 },
        option: ({ theme }) => ({
          borderRadius: 8,
          '&[aria-selected="true"]': { fontWeight: 600 },
          '&.Mui-focused': { backgroundColor: ((theme as Theme).vars ?? theme).palette.action.hover },
        }),
      },
    },
  },
});

const currencies = [
  'AUD – Australian dollar',
  'BRL – Brazilian real',
  'CHF – Swiss franc',
  'EUR – Euro',
  'INR – Indian rupee',
  'JPY – Japanese yen',
  'KES – Kenyan shilling',
  'MXN – Mexican peso',
];

const shippingMethods = [
  { label: 'Standard (3–5 days)', id: 'standard' },
  { label: 'Express (1–2 days)', id: 'express' },
  { label: 'Same-day courier', id: 'courier' },
  { label: 'Pick up in store', id: 'pickup' },
];

export default function ThemedAutocomplete() {
  return (
    <ThemeProvider theme={withRoundedAutocomplete}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Autocomplete
          id="themed-currency"
          options={currencies}
          defaultValue="EUR – Euro"
          sx={{ flex: 1, maxWidth: { sm: 300 } }}
          renderInput={(params) => <TextField {...params} label="Currency" />}
        />
        <Autocomplete
          id="themed-shipping"
          options={shippingMethods}
          defaultValue={shippingMethods[0]}
          sx={{ flex: 1, maxWidth: { sm: 300 } }}
          renderInput={(params) => <TextField {...params} label="Shipping" />}
        />
      </Stack>
    </ThemeProvider>
  );
}
