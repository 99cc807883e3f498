import { createBox, createTheme, ThemeProvider } from '@mui/system';

// A design system's own tokens: 4px spacing steps, rounder corners, a brand palette.
const brandTheme = createTheme({
  spacing: 4,
  shape: { borderRadius: 10 },
  palette: {
    brand: { main: '#3b2f8f', contrastText: '#ffffff', soft: '#d9d4ff' },
  },
});

// Reads the theme stored under `brand`, and falls back to brandTheme without a provider.
const BrandBox = createBox({
  themeId: 'brand',
  defaultTheme: brandTheme,
  defaultClassName: 'BrandBox-root',
});

export default function BoxCreateBox() {
  return (
    <ThemeProvider themeId="brand" theme={brandTheme}>
      <BrandBox
        sx={{
          maxWidth: 360,
          p: 5,
          borderRadius: 1,
          bgcolor: 'brand.main',
          color: 'brand.contrastText',
        }}
      >
        <BrandBox sx={{ fontSize: 13, color: 'brand.soft', mb: 1 }}>Team plan · renews 1 March</BrandBox>
        <BrandBox sx={{ fontSize: 22, fontWeight: 600 }}>14 of 20 seats used</BrandBox>
        <BrandBox
          role="meter"
          aria-label="Seats used"
          aria-valuemin={0}
          aria-valuemax={20}
          aria-valuenow={14}
          sx={{ mt: 4, height: 8, borderRadius: 1, bgcolor: 'rgba(255, 255, 255, 0.25)', overflow: 'hidden' }}
        >
          <BrandBox sx={{ width: 0.7, height: '100%', bgcolor: 'brand.soft' }} />
        </BrandBox>
      </BrandBox>
    </ThemeProvider>
  );
}
