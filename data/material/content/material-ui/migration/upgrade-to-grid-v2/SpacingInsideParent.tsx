import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The dashed outline is the parent; the tinted area is the grid container itself.
const parent = { outline: '2px dashed', outlineColor: 'text.secondary', outlineOffset: 0 } as const;
const tint = { bgcolor: 'action.selected' } as const;

function Cell({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
      <Typography variant="body2">{children}</Typography>
    </Paper>
  );
}

export default function SpacingInsideParent() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={5} sx={{ width: '100%', px: 3, py: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ mb: 3 }}>
          GridLegacy, spacing=3: negative margins push the container past its parent
        </Typography>
        <Box sx={parent}>
          <GridLegacy container spacing={3} sx={tint}>
            <GridLegacy item xs={6}>
              <Cell>Name</Cell>
            </GridLegacy>
            <GridLegacy item xs={6}>
              <Cell>Email</Cell>
            </GridLegacy>
          </GridLegacy>
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ mb: 3 }}>
          Grid, spacing=3: the gap stays inside the parent
        </Typography>
        <Box sx={parent}>
          <Grid container spacing={3} sx={tint}>
            <Grid size={6}>
              <Cell>Name</Cell>
            </Grid>
            <Grid size={6}>
              <Cell>Email</Cell>
            </Grid>
          </Grid>
        </Box>
      </Box>
    </Stack>
  );
}
