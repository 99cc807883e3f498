import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function CircularProgressVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', justifyContent: 'center' }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <CircularProgress variant={variant} determinate value={65} aria-label={`${variant} progress, 65%`} />
          <Typography level="body-xs">{variant}</Typography>
        </Box>
      ))}
    </Box>
  );
}
