import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        p: 1,
      }}
    >
      {levels.map((level) => (
        <Paper key={level} elevation={level} sx={{ height: 88, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="body2">elevation={level}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
