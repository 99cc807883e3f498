import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every Chip inside this provider is small and outlined unless a prop says otherwise,
// and ChipDelete turns red on hover.
const theme = extendTheme({
  cssVarPrefix: 'chip-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyChip: {
      defaultProps: { size: 'sm', variant: 'outlined' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '--Chip-radius': t.vars.radius.xs,
          fontFamily: t.vars.fontFamily.code,
        }),
      },
    },
    JoyChipDelete: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&:hover': { color: t.vars.palette.danger.plainColor, backgroundColor: t.vars.palette.danger.plainHoverBg },
        }),
      },
    },
  },
});

export default function ThemedChips() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip>v2.4.0</Chip>
        <Chip color="primary">release</Chip>
        <Chip endDecorator={<ChipDelete aria-label="Remove label hotfix" />}>hotfix</Chip>
        <Chip variant="soft" color="success" size="md">
          size and variant set on the chip
        </Chip>
      </Stack>
    </CssVarsProvider>
  );
}
