import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// A more editorial scale: serif display headings, tighter titles, and h1 to h4 rendered one step down
// in the outline, because the page already has its own h1.
const theme = extendTheme({
  cssVarPrefix: 'typography-theme-demo',
  colorSchemeSelector: 'class',
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
  },
  typography: {
    h2: { fontSize: '2rem', letterSpacing: '-0.01em', lineHeight: 1.2 },
    'title-md': { textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8125rem' },
  },
  components: {
    JoyTypography: {
      defaultProps: {
        levelMapping: { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5', 'title-md': 'p', 'body-md': 'p' },
      },
    },
  },
});

export default function CustomTypographyTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ maxWidth: 520 }}>
        <Typography level="title-md" color="primary" sx={{ mb: 1 }}>
          Letters from the coast
        </Typography>
        <Typography level="h2" sx={{ mb: 1.5 }}>
          A winter of storms on the northern shore
        </Typography>
        <Typography level="body-md">
          The display family, the size of h2 and the look of title-md come from the theme; so does the element each level renders (the h2
          level is an h3 element here).
        </Typography>
      </Box>
    </CssVarsProvider>
  );
}
