import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const tile = {
  p: 2,
  height: '100%',
  boxSizing: 'border-box',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  color: 'text.primary',
} as const;

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size={8}>
        <Box sx={tile}>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Main column · size 8</Box>
          <Box sx={{ fontWeight: 500 }}>Quarterly report draft</Box>
        </Box>
      </Grid>
      <Grid size={4}>
        <Box sx={tile}>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Side · size 4</Box>
          <Box sx={{ fontWeight: 500 }}>Notes</Box>
        </Box>
      </Grid>
      <Grid size={4}>
        <Box sx={tile}>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>size 4</Box>
          <Box sx={{ fontWeight: 500 }}>Owners</Box>
        </Box>
      </Grid>
      <Grid size={8}>
        <Box sx={tile}>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>size 8</Box>
          <Box sx={{ fontWeight: 500 }}>Activity</Box>
        </Box>
      </Grid>
    </Grid>
  );
}
