import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every tooltip inside this provider has an arrow, the soft variant, a short delay and a width limit.
const theme = extendTheme({
  cssVarPrefix: 'tooltip-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyTooltip: {
      defaultProps: { arrow: true, variant: 'soft', color: 'primary', enterDelay: 300 },
      styleOverrides: {
        root: { maxWidth: 220, textAlign: 'center' },
      },
    },
  },
});

export default function ThemedTooltips() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Tooltip title="Drafts are kept for 30 days, then moved to the archive." describeChild>
          <Button variant="outlined">Save as draft</Button>
        </Tooltip>
        <Tooltip title="Overrides the theme's defaults" variant="solid" color="neutral" describeChild>
          <Button variant="outlined" color="neutral">
            Solid, set on the tooltip
          </Button>
        </Tooltip>
      </Box>
    </CssVarsProvider>
  );
}
