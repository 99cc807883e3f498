import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A fixed dark theme, so the overlay shows whatever mode the page is in.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const levels = [0, 1, 4, 8, 16, 24];

export default function PaperDarkOverlay() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.default',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 2,
        }}
      >
        {levels.map((level) => (
          <Paper key={level} elevation={level} sx={{ height: 72, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography variant="body2">{level}</Typography>
          </Paper>
        ))}
      </Box>
    </ThemeProvider>
  );
}
