import Box from '@mui/material/Box';

export default function TypographyArticleCard() {
  return (
    <Box
      component="article"
      aria-labelledby="typography-card-title"
      sx={{
        maxWidth: 420,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box
        sx={{
          fontSize: 12,
          fontWeight: 'bold',
          letterSpacing: '0.1em',
          textTransform: 'uppercase',
          color: 'primary.main',
        }}
      >
        Neighbourhood
      </Box>
      <Box
        component="h3"
        id="typography-card-title"
        sx={{
          typography: 'h5',
          fontWeight: 'medium',
          letterSpacing: '-0.01em',
          lineHeight: 1.25,
          mt: 0.5,
          mb: 1,
        }}
      >
        The repair café reopens in the library basement
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', lineHeight: 1.6, m: 0 }}>
        Bring a lamp, a toaster or a torn jacket on the first Saturday of the month. Volunteers fix what they can and show you how to do it
        yourself next time.
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 2,
          fontSize: 13,
          color: 'text.secondary',
          fontStyle: 'italic',
        }}
      >
        <span>By Priya Raman</span>
        <Box component="time" dateTime="2027-03-06" sx={{ fontStyle: 'normal', fontFamily: 'monospace' }}>
          2027-03-06
        </Box>
      </Box>
    </Box>
  );
}
