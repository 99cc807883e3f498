import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'components-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: {
      // New defaults: every Button without its own props is small and soft.
      defaultProps: { size: 'sm', variant: 'soft' },
      // Styles for every Button, some depending on its props (ownerState).
      styleOverrides: {
        root: ({ ownerState }) => ({
          fontWeight: 600,
          ...(ownerState.variant === 'solid' && { boxShadow: 'inset 0 -2px 0 rgba(0 0 0 / 0.2)' }),
        }),
      },
    },
    JoyChip: {
      styleOverrides: {
        root: { textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.6875rem' },
      },
    },
  },
});

function Toolbar() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography level="title-sm">Release 4.2</Typography>
        <Chip color="success">Ready</Chip>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button>Edit notes</Button>
        <Button color="neutral">Duplicate</Button>
        <Button variant="solid">Ship it</Button>
      </Box>
    </Sheet>
  );
}

// The same JSX in both columns: only the theme's `components` entry differs.
export default function ThemeComponents() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Default theme
        </Typography>
        <Toolbar />
      </div>
      <CssVarsProvider theme={theme}>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            JoyButton and JoyChip customized
          </Typography>
          <Toolbar />
        </div>
      </CssVarsProvider>
    </Box>
  );
}
