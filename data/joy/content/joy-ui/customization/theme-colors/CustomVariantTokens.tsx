import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Flatter, higher-contrast buttons: darker solids, outlined borders in the text colour, soft without tint.
const theme = extendTheme({
  cssVarPrefix: 'variant-tokens-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      palette: {
        primary: {
          solidBg: 'var(--variant-tokens-demo-palette-primary-700)',
          solidHoverBg: 'var(--variant-tokens-demo-palette-primary-800)',
          solidActiveBg: 'var(--variant-tokens-demo-palette-primary-900)',
          outlinedBorder: 'var(--variant-tokens-demo-palette-primary-700)',
          outlinedColor: 'var(--variant-tokens-demo-palette-primary-700)',
        },
        neutral: {
          solidBg: 'var(--variant-tokens-demo-palette-neutral-800)',
          solidHoverBg: 'var(--variant-tokens-demo-palette-neutral-900)',
          softBg: 'var(--variant-tokens-demo-palette-neutral-50)',
          softHoverBg: 'var(--variant-tokens-demo-palette-neutral-100)',
          outlinedBorder: 'var(--variant-tokens-demo-palette-neutral-800)',
        },
      },
    },
    dark: {
      palette: {
        primary: {
          solidBg: 'var(--variant-tokens-demo-palette-primary-300)',
          solidColor: 'var(--variant-tokens-demo-palette-primary-900)',
          solidHoverBg: 'var(--variant-tokens-demo-palette-primary-200)',
          solidActiveBg: 'var(--variant-tokens-demo-palette-primary-100)',
          outlinedBorder: 'var(--variant-tokens-demo-palette-primary-300)',
          outlinedColor: 'var(--variant-tokens-demo-palette-primary-200)',
        },
        neutral: {
          solidBg: 'var(--variant-tokens-demo-palette-neutral-100)',
          solidColor: 'var(--variant-tokens-demo-palette-neutral-900)',
          solidHoverBg: 'var(--variant-tokens-demo-palette-neutral-200)',
          outlinedBorder: 'var(--variant-tokens-demo-palette-neutral-300)',
        },
      },
    },
  },
});

function Buttons() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {(['primary', 'neutral'] as const).map((color) => (
        <Box key={color} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['solid', 'soft', 'outlined', 'plain'] as const).map((variant) => (
            <Button key={variant} size="sm" color={color} variant={variant}>
              {variant}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  );
}

export default function CustomVariantTokens() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Default tokens
        </Typography>
        <Buttons />
      </div>
      <CssVarsProvider theme={theme}>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            Custom variant tokens (hover them too)
          </Typography>
          <Buttons />
        </div>
      </CssVarsProvider>
    </Box>
  );
}
