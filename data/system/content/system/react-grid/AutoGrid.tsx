import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = {
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  color: 'text.primary',
  textAlign: 'center',
  fontSize: 14,
} as const;

export default function AutoGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size="grow">
        <Box sx={cell}>grow</Box>
      </Grid>
      <Grid size={6}>
        <Box sx={cell}>size 6</Box>
      </Grid>
      <Grid size="grow">
        <Box sx={cell}>grow</Box>
      </Grid>
    </Grid>
  );
}
