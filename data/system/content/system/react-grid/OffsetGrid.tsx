import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const block = {
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  color: 'text.primary',
  fontSize: 14,
  textAlign: 'center',
} as const;

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 4 }}>
        <Box sx={block}>size 4</Box>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }} offset={{ md: 4 }}>
        <Box sx={block}>offset 4 on md</Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} offset={{ sm: 3 }}>
        <Box sx={block}>centred with offset 3</Box>
      </Grid>
      <Grid size={4}>
        <Box sx={block}>size 4</Box>
      </Grid>
      <Grid size={4} offset="auto">
        <Box sx={block}>offset auto</Box>
      </Grid>
    </Grid>
  );
}
