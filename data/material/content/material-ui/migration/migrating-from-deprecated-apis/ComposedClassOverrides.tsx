import Button, { buttonClasses } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Before: [`&.${buttonClasses.outlinedPrimary}`] (one composed class, deprecated).
// After: the two atomic classes on the same element.
function withDashedPrimaryOutline(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: {
        styleOverrides: {
          root: {
            [`&.${buttonClasses.outlined}.${buttonClasses.colorPrimary}`]: {
              borderStyle: 'dashed',
              borderWidth: 2,
            },
          },
        },
      },
    },
  };
}

export default function ComposedClassOverrides() {
  return (
    <ThemeProvider theme={withDashedPrimaryOutline}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined">Outlined primary</Button>
        <Button variant="outlined" color="secondary">
          Outlined secondary
        </Button>
        <Button variant="contained">Contained primary</Button>
      </Stack>
    </ThemeProvider>
  );
}
