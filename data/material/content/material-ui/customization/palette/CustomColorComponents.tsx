import * as React from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const base = createTheme({ palette: { primary: { main: '#37474f' } } });
// The arguments after the first are merged as they are, so a color made with
// augmentColor (which needs the base palette) goes in the second one.
const theme = createTheme(base, {
  palette: {
    ochre: base.palette.augmentColor({ color: { main: '#c8a415' }, name: 'ochre' }),
  },
});

// In an app, the module augmentation shown on this page makes `color="ochre"` type-check on
// Button itself. This demo widens the prop locally so that it runs on its own.
type OchreButtonProps = Omit<ButtonProps, 'color'> & { color?: ButtonProps['color'] | 'ochre' };
const OchreButton = Button as React.ComponentType<OchreButtonProps>;

export default function CustomColorComponents() {
  return (
    <ThemeProvider theme={theme}>
      {/* A light-only theme: the Paper keeps its own light surface in the dark site too. */}
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 440 }}>
        <Typography variant="overline" component="p" sx={{ color: 'ochre.dark' }}>
          Harvest fair · Saturday
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          Stall 14 is still free
        </Typography>
        <Box
          component="p"
          sx={{ m: 0, mb: 2, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'ochre.light', color: 'ochre.contrastText', typography: 'body2' }}
        >
          Bookings close on Thursday at noon.
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <OchreButton variant="contained" color="ochre">
            Book the stall
          </OchreButton>
          <OchreButton variant="outlined" color="ochre">
            See the map
          </OchreButton>
          <OchreButton color="ochre">Ask a question</OchreButton>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
