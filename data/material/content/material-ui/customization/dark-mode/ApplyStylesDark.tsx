import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const theme = createTheme({
  cssVariables: { cssVarPrefix: 'apply-demo', colorSchemeSelector: '.apply-demo-%s' },
  colorSchemes: { light: true, dark: true },
});

// Shadows disappear on dark surfaces, so in dark mode the card trades its shadow for a border and a lighter surface.
const QuoteCard = styled('figure')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2.5),
  borderRadius: 12,
  backgroundColor: theme.vars.palette.background.paper,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.12)',
  borderInlineStart: `4px solid ${theme.vars.palette.primary.main}`,
  ...theme.applyStyles('dark', {
    boxShadow: 'none',
    backgroundColor: theme.vars.palette.grey[900],
    border: `1px solid ${theme.vars.palette.divider}`,
    borderInlineStart: `4px solid ${theme.vars.palette.primary.main}`,
  }),
}));

export default function ApplyStylesDark() {
  return (
    // Nested in the page's own theme, which owns the class on <html> and the stored mode: this provider writes neither.
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
        {(['light', 'dark'] as const).map((scheme) => (
          <Box
            key={scheme}
            className={`apply-demo-${scheme}`}
            sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2, borderRadius: 1 }}
          >
            <QuoteCard>
              <Typography component="blockquote" variant="body1" sx={{ m: 0 }}>
                “Measure twice, cut once.”
              </Typography>
              <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                Workshop rule, {scheme} scheme
              </Typography>
            </QuoteCard>
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
