import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

const theme = extendTheme({
  cssVarPrefix: 'select-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoySelect: {
      defaultProps: { indicator: <ExpandMoreRounded />, variant: 'soft' },
      styleOverrides: {
        root: { '--Select-radius': '10px' },
        listbox: ({ theme: t }) => ({
          '--ListItem-radius': '6px',
          padding: '6px',
          gap: '2px',
          boxShadow: t.shadow.lg,
        }),
      },
    },
    JoyOption: {
      styleOverrides: {
        root: ({ ownerState, theme: t }) => ({
          ...(ownerState.selected && { fontWeight: t.vars.fontWeight.lg }),
        }),
      },
    },
  },
});

export default function SelectThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ width: 200 }}>
          <FormLabel>Paper size</FormLabel>
          <Select defaultValue="a4">
            <Option value="a4">A4</Option>
            <Option value="letter">US Letter</Option>
            <Option value="a5">A5</Option>
          </Select>
        </FormControl>
        <FormControl sx={{ width: 200 }}>
          <FormLabel>Orientation</FormLabel>
          <Select defaultValue="portrait">
            <Option value="portrait">Portrait</Option>
            <Option value="landscape">Landscape</Option>
          </Select>
        </FormControl>
      </Stack>
    </CssVarsProvider>
  );
}
