import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { TypographySystem } from '@mui/joy/styles';

// A theme that keeps code written for the alpha versions working while it is migrated:
// the old font size and weight tokens, the two display levels, and the old level names as
// aliases of the new levels (through the levels' `font` shorthand variables).
const p = 'old-type-demo';
const theme = extendTheme({
  cssVarPrefix: p,
  colorSchemeSelector: 'class',
  fontSize: { xl7: '4.5rem', xl6: '3.75rem', xl5: '3rem', xs2: '0.625rem', xs3: '0.5rem' },
  fontWeight: { xs: 200, xl2: 800, xl3: 900 },
  typography: {
    display1: {
      fontFamily: `var(--${p}-fontFamily-display)`,
      fontSize: `var(--${p}-fontSize-xl7)`,
      fontWeight: `var(--${p}-fontWeight-xl)`,
      lineHeight: 1.25,
      letterSpacing: '-0.01em',
      color: `var(--${p}-palette-text-primary)`,
    },
    display2: {
      fontFamily: `var(--${p}-fontFamily-display)`,
      fontSize: `var(--${p}-fontSize-xl6)`,
      fontWeight: `var(--${p}-fontWeight-xl)`,
      lineHeight: 1.5,
      letterSpacing: '-0.01em',
      color: `var(--${p}-palette-text-primary)`,
    },
    h5: { font: `var(--${p}-font-title-lg)`, color: `var(--${p}-palette-text-primary)` },
    h6: { font: `var(--${p}-font-title-md)`, color: `var(--${p}-palette-text-primary)` },
    body1: { font: `var(--${p}-font-body-md)`, color: `var(--${p}-palette-text-secondary)` },
    body2: { font: `var(--${p}-font-body-sm)`, color: `var(--${p}-palette-text-tertiary)` },
    body3: { font: `var(--${p}-font-body-xs)`, color: `var(--${p}-palette-text-tertiary)` },
  },
} as Parameters<typeof extendTheme>[0]);

// The old names aren't in the level prop's type any more; module augmentation would add them back.
const old = (level: string) => level as keyof TypographySystem;

export default function RestoreTypography() {
  return (
    <CssVarsProvider theme={theme}>
      <Sheet variant="outlined" sx={{ p: 2.5, borderRadius: 'sm', width: '100%', overflow: 'hidden' }}>
        <Typography level={old('display2')}>98.4%</Typography>
        <Typography level={old('h5')}>Uptime this quarter</Typography>
        <Typography level={old('body1')} sx={{ mt: 1 }}>
          Three incidents, all resolved within the hour. The longest was a 41-minute DNS outage on 3 May.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
          <Typography level={old('body2')}>Updated 09:12</Typography>
          <Typography level={old('body3')}>SLA 99.5%</Typography>
        </Box>
      </Sheet>
    </CssVarsProvider>
  );
}
