import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const theme = extendTheme({
  cssVarPrefix: 'radio-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyRadioGroup: {
      defaultProps: { size: 'sm' },
    },
    JoyRadio: {
      defaultProps: { variant: 'soft' },
      styleOverrides: {
        root: { '--Radio-gap': '0.75rem' },
        radio: ({ theme: t }) => ({
          // A square-ish "dot" instead of a circle, in every radio of the app.
          borderRadius: '6px',
          [`&.${radioClasses.checked}`]: { backgroundColor: t.vars.palette.primary.solidBg, color: t.vars.palette.primary.solidColor },
        }),
        icon: { borderRadius: '2px' },
      },
    },
  },
});

export default function RadioThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <FormControl>
        <FormLabel>Export format</FormLabel>
        <RadioGroup defaultValue="csv" name="export-format">
          <Radio value="csv" label="CSV (spreadsheets)" />
          <Radio value="json" label="JSON (developers)" />
          <Radio value="pdf" label="PDF (printing)" />
        </RadioGroup>
      </FormControl>
    </CssVarsProvider>
  );
}
