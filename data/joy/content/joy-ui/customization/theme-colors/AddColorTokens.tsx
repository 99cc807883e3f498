import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { Theme } from '@mui/joy/styles';

// New tokens, at most three levels deep: palette.gradient.brand and palette.gradient.subtle.
const theme = extendTheme({
  cssVarPrefix: 'tokens-add-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      palette: {
        gradient: {
          brand: 'linear-gradient(135deg, var(--tokens-add-demo-palette-primary-600), var(--tokens-add-demo-palette-success-600))',
          subtle: 'linear-gradient(180deg, var(--tokens-add-demo-palette-primary-50), var(--tokens-add-demo-palette-background-surface))',
        },
      },
    },
    dark: {
      palette: {
        gradient: {
          brand: 'linear-gradient(135deg, var(--tokens-add-demo-palette-primary-700), var(--tokens-add-demo-palette-success-700))',
          subtle: 'linear-gradient(180deg, var(--tokens-add-demo-palette-primary-900), var(--tokens-add-demo-palette-background-surface))',
        },
      },
    },
  },
  // In an app, module augmentation types the new tokens (see below); this demo casts instead.
} as Parameters<typeof extendTheme>[0]);

// theme.vars.palette.gradient.brand is `var(--tokens-add-demo-palette-gradient-brand)`.
const gradient = (t: Theme) => (t.vars.palette as unknown as { gradient: { brand: string; subtle: string } }).gradient;

export default function AddColorTokens() {
  return (
    <CssVarsProvider theme={theme}>
      <Card variant="outlined" sx={(t) => ({ width: '100%', maxWidth: 400, background: gradient(t).subtle })}>
        <Typography level="title-lg">Annual plan</Typography>
        <Typography level="body-sm">Two months free, billed once a year.</Typography>
        <Box>
          <Button sx={(t) => ({ background: gradient(t).brand, '&:hover': { background: gradient(t).brand, filter: 'brightness(1.08)' } })}>
            Switch to annual
          </Button>
        </Box>
      </Card>
    </CssVarsProvider>
  );
}
