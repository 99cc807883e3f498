import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// One theme, two colour schemes, each with its own palette. With CSS variables, both exist at once:
// the `.reader-light` / `.reader-dark` class on an element decides which one its subtree uses.
const readerTheme = createTheme({
  cssVariables: { cssVarPrefix: 'reader', colorSchemeSelector: '.reader-%s' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#3949ab' },
        secondary: { main: '#b4461b' },
        background: { default: '#f5f3ee', paper: '#fffdf9' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#a5b4fc' },
        secondary: { main: '#f4a37f' },
        background: { default: '#13141c', paper: '#1c1d28' },
        text: { primary: '#ebeaf2', secondary: '#b0afc2' },
      },
    },
  },
});

function BookCard() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          The Salt Roads
        </Typography>
        <Chip label="Due Friday" color="secondary" size="small" />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Chapter 9 of 14. Your book club meets on Friday at 7 pm.
      </Typography>
      <Button variant="contained" size="small">
        Continue reading
      </Button>
    </Paper>
  );
}

export default function ColorSchemesSideBySide() {
  return (
    // Nested in the page's own theme, which owns the class on <html> and the stored mode: this provider writes neither.
    <ThemeProvider theme={readerTheme} colorSchemeNode={null} storageManager={null}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
        {(['light', 'dark'] as const).map((scheme) => (
          <Box
            key={scheme}
            className={`reader-${scheme}`}
            sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2, borderRadius: 1 }}
          >
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              colorSchemes.{scheme}
            </Typography>
            <BookCard />
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
