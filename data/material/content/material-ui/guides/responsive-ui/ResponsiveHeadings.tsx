import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider, type Theme } from '@mui/material/styles';

// responsiveFontSizes rewrites the typography variants with a font size per breakpoint.
const responsiveTypography = responsiveFontSizes(createTheme()).typography;

function withResponsiveType(outer: Theme): Theme {
  return { ...outer, typography: responsiveTypography };
}

const h3 = responsiveTypography.h3 as Record<string, unknown>;
// The generated rules: the base size plus one media query per breakpoint.
const rules = Object.entries(h3)
  .filter(([key]) => key === 'fontSize' || key.startsWith('@media'))
  .map(([key, value]) => `${key}: ${typeof value === 'object' && value ? (value as { fontSize: string }).fontSize : String(value)}`);

export default function ResponsiveHeadings() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Default theme, h3
        </Typography>
        <Typography variant="h3" component="p">
          Spring catalogue
        </Typography>
      </Stack>
      <ThemeProvider theme={withResponsiveType}>
        <Stack spacing={0.5}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            responsiveFontSizes, h3
          </Typography>
          <Typography variant="h3" component="p">
            Spring catalogue
          </Typography>
          <Typography
            component="pre"
            variant="body2"
            sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {rules.join('\n')}
          </Typography>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
