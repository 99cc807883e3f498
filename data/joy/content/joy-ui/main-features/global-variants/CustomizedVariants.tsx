import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'variants-demo',
  colorSchemeSelector: 'class',
  // 1. Palette tokens: the colours each variant uses, per colour scheme.
  colorSchemes: {
    light: {
      palette: {
        neutral: { outlinedBorder: 'var(--variants-demo-palette-neutral-400)' },
        success: { softBg: 'var(--variants-demo-palette-success-50)' },
      },
    },
    dark: {
      palette: {
        neutral: { outlinedBorder: 'var(--variants-demo-palette-neutral-500)' },
      },
    },
  },
  // 2. Variant styles: any CSS, for one colour of one variant, in every component that uses it.
  variants: {
    solid: {
      primary: {
        backgroundImage: 'linear-gradient(180deg, rgba(255 255 255 / 0.16), rgba(255 255 255 / 0))',
        boxShadow: 'inset 0 1px 0 rgba(255 255 255 / 0.3), 0 1px 2px rgba(0 0 0 / 0.24)',
      },
    },
    outlined: {
      neutral: { '--variant-borderWidth': '2px' },
    },
  },
});

function Sample() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button>Publish</Button>
        <Button variant="outlined" color="neutral">
          Preview
        </Button>
      </Box>
      <Input variant="outlined" color="neutral" placeholder="Article title" aria-label="Article title" />
      <Chip variant="soft" color="success" sx={{ alignSelf: 'flex-start' }}>
        Saved
      </Chip>
    </Box>
  );
}

export default function CustomizedVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
        <Typography level="body-xs" sx={{ mb: 1.5 }}>
          Default theme
        </Typography>
        <Sample />
      </Sheet>
      <CssVarsProvider theme={theme}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
          <Typography level="body-xs" sx={{ mb: 1.5 }}>
            Customized variants
          </Typography>
          <Sample />
        </Sheet>
      </CssVarsProvider>
    </Box>
  );
}
