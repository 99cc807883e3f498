import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Example({ title, fixed }: { title: string; fixed: boolean }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ mb: 4 }}>
        {title}
      </Typography>
      {/* The dashed box is the parent; the tinted box is the container with spacing={3}. */}
      <Box sx={{ outline: '2px dashed', outlineColor: 'text.secondary', overflow: fixed ? 'hidden' : 'visible' }}>
        <GridLegacy container spacing={3} sx={{ bgcolor: 'rgba(255, 152, 0, 0.25)' }}>
          <GridLegacy item xs={6}>
            <Paper sx={{ p: 1 }}>Left</Paper>
          </GridLegacy>
          <GridLegacy item xs={6}>
            <Paper sx={{ p: 1 }}>Right</Paper>
          </GridLegacy>
        </GridLegacy>
      </Box>
    </Box>
  );
}

export default function LegacyNegativeMargin() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ width: '100%', p: 3 }}>
      <Example title="As is: the container sticks out" fixed={false} />
      <Example title="Parent with overflow: hidden" fixed />
    </Stack>
  );
}
