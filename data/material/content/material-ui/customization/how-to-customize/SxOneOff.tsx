import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SxOneOff() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Default
        </Typography>
        <Button variant="contained">Renew subscription</Button>
      </div>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          With sx (this instance only)
        </Typography>
        <Button
          variant="contained"
          color="success"
          sx={{
            // Theme-aware shorthands: px uses theme.spacing, borderRadius multiplies theme.shape.borderRadius.
            px: 3,
            py: 1.25,
            borderRadius: 5,
            textTransform: 'none',
            fontWeight: 'fontWeightBold',
            boxShadow: 'none',
            // Responsive value: full width on phones, its own width from the sm breakpoint up.
            width: { xs: '100%', sm: 'auto' },
            '&:hover': { boxShadow: 'none', bgcolor: 'success.dark' },
          }}
        >
          Renew subscription
        </Button>
      </div>
    </Stack>
  );
}
