import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// `poster` is a new variant, `h3` is switched off (undefined removes it from the theme).
// createTheme accepts both once the typography interfaces are augmented, as shown on the page;
// this demo passes them in the second argument, which is merged without type checks.
const { typography } = createTheme(
  {},
  {
    typography: {
      poster: {
        fontFamily: 'Georgia, Cambria, "Times New Roman", serif',
        fontSize: '2.25rem',
        fontWeight: 700,
        lineHeight: 1.1,
        letterSpacing: '-0.02em',
      },
      h3: undefined,
    },
  },
);

export default function CustomVariants() {
  const variantNames = Object.keys(typography).filter(
    (key) => typeof typography[key as keyof typeof typography] === 'object' && key !== 'inherit',
  );

  return (
    <ThemeProvider theme={(outerTheme: Theme) => ({ ...outerTheme, typography })}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
        {/* sx `typography` takes any variant name of the theme, the new one included. */}
        <Box component="p" sx={{ typography: 'poster', m: 0 }}>
          Open studios weekend
        </Box>
        <Typography variant="body1">Forty artists open their workshops to visitors on 14 and 15 June.</Typography>
        <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
          Variants in this theme: {variantNames.join(', ')}
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
