import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';

// In an app, module augmentation registers 'dashed' as a Button variant (see the snippet above).
// A demo can't change the global types, so it widens the value once here.
const dashed = 'dashed' as string as ButtonProps['variant'];

const dashedTheme = (outerTheme: Theme): Theme => {
  const { palette } = outerTheme.vars ?? outerTheme;
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: dashed },
                style: {
                  textTransform: 'none',
                  color: palette.primary.main,
                  border: `2px dashed ${palette.primary.main}`,
                  '&:hover': { backgroundColor: palette.action.hover },
                  '&.Mui-disabled': { borderColor: palette.action.disabled },
                },
              },
              // Later entries win: a dashed button in the secondary colour.
              {
                props: { variant: dashed, color: 'secondary' },
                style: { color: palette.secondary.main, borderColor: palette.secondary.main },
              },
            ],
          },
        },
      },
    },
  };
};

export default function ThemeNewVariant() {
  return (
    <ThemeProvider theme={dashedTheme}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant={dashed} startIcon={<AddIcon />}>
          Add a room
        </Button>
        <Button variant={dashed} color="secondary" startIcon={<AddIcon />}>
          Add a guest
        </Button>
        <Button variant={dashed} disabled>
          Add a floor
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
