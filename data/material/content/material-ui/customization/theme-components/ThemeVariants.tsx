import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Variants live next to the slot's styles: each applies its `style` when `props` match.
const variantsTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiButton: {
      styleOverrides: {
        root: {
          textTransform: 'none',
          variants: [
            // An object matches when every listed prop has that value.
            { props: { variant: 'outlined' }, style: { borderWidth: 2, '&:hover': { borderWidth: 2 } } },
            { props: { variant: 'text', color: 'error' }, style: { textDecoration: 'underline', textUnderlineOffset: 4 } },
            // A function covers conditions an object can't express.
            {
              props: ({ size, variant }) => size === 'large' && variant !== 'text',
              style: { borderRadius: 999, paddingInline: 28 },
            },
          ],
        },
      },
    },
  },
});

export default function ThemeVariants() {
  return (
    <ThemeProvider theme={variantsTheme}>
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined">Save draft</Button>
          <Button variant="contained">Publish</Button>
          <Button color="error">Discard changes</Button>
        </Stack>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="large" variant="outlined">
            Book a demo
          </Button>
          <Button size="large" variant="contained">
            Start free
          </Button>
          <Button size="large">Learn more</Button>
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
