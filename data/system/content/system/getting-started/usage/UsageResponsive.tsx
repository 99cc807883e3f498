import Box from '@mui/material/Box';

export default function UsageResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 3 },
        p: { xs: 2, md: 3 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 48, md: 64 },
          height: { xs: 48, md: 64 },
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontWeight: 'bold',
          fontSize: { xs: 18, md: 24 },
        }}
      >
        NO
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ color: 'text.primary', fontWeight: 'bold', fontSize: { xs: 18, md: 22 } }}>Nadia Okafor</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Head of Logistics, Lagos office</Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          width: { xs: 1, sm: 'auto' },
          px: 2,
          py: 1,
          font: 'inherit',
          fontWeight: 'medium',
          cursor: 'pointer',
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          border: 0,
          borderRadius: 1,
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        Send message
      </Box>
    </Box>
  );
}
