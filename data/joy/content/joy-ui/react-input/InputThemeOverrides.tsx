import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const theme = extendTheme({
  cssVarPrefix: 'input-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyInput: {
      defaultProps: { variant: 'soft', size: 'lg' },
      styleOverrides: {
        root: ({ ownerState, theme: t }) => ({
          '--Input-radius': '12px',
          '--Input-focusedThickness': '2px',
          ...(ownerState.variant === 'soft' && {
            boxShadow: `inset 0 0 0 1px ${t.vars.palette.neutral.outlinedBorder}`,
          }),
        }),
        input: { fontWeight: 500 },
      },
    },
  },
});

export default function InputThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormControl>
          <FormLabel>Project name</FormLabel>
          <Input placeholder="Spring campaign" />
        </FormControl>
        <FormControl>
          <FormLabel>Client (outlined)</FormLabel>
          <Input variant="outlined" placeholder="Northwind Traders" />
        </FormControl>
      </Stack>
    </CssVarsProvider>
  );
}
