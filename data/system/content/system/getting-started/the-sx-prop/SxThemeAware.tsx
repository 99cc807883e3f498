import Box from '@mui/material/Box';

export default function SxThemeAware() {
  return (
    <Box
      sx={{
        // Grid + spacing: two areas with a theme-spaced gap.
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 2,
        alignItems: 'start',
        maxWidth: 440,
        mx: 'auto',
        p: 2,
        // Palette, borders and shadows.
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 2,
        // Positions: the "new" flag is placed against this box.
        position: 'relative',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          typography: 'subtitle2',
        }}
      >
        HB
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'bold', color: 'text.primary', pr: 6 }}>Hugo Brandt shared a folder</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
          &ldquo;Site visit — Hamburg warehouse&rdquo; with 24 photos and 2 floor plans.
        </Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 1 }}>12 minutes ago</Box>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          top: 12,
          right: 12,
          px: 1,
          borderRadius: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          typography: 'caption',
          fontWeight: 'bold',
        }}
      >
        New
      </Box>
    </Box>
  );
}
