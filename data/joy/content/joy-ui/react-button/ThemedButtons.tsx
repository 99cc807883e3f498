import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import TuneRounded from '@mui/icons-material/TuneRounded';

// Every Button and IconButton below this provider gets these defaults and styles.
const theme = extendTheme({
  cssVarPrefix: 'button-themed-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: {
      defaultProps: { variant: 'soft', size: 'sm' },
      styleOverrides: {
        root: ({ ownerState }) => ({
          borderRadius: '999px',
          ...(ownerState.variant === 'solid' && { fontWeight: 700 }),
        }),
      },
    },
    JoyIconButton: {
      defaultProps: { variant: 'soft', size: 'sm' },
      styleOverrides: {
        root: { borderRadius: '50%' },
      },
    },
  },
});

export default function ThemedButtons() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button>All filters</Button>
        <Button color="neutral">Price</Button>
        <Button color="neutral">Distance</Button>
        <Button variant="solid">Show 84 stays</Button>
        <IconButton aria-label="More filter options">
          <TuneRounded />
        </IconButton>
      </Box>
    </CssVarsProvider>
  );
}
