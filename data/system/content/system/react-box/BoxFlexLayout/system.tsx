import Box from '@mui/system/Box';

export default function BoxFlexLayout() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 420,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          fontWeight: 'bold',
        }}
      >
        AL
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box sx={{ fontWeight: 'medium' }}>Ada Lovelace</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Analytical Engine team</Box>
      </Box>
      <Box
        sx={{
          ml: 'auto',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'success.dark',
          color: 'success.contrastText',
          fontSize: 12,
          fontWeight: 'bold',
        }}
      >
        Online
      </Box>
    </Box>
  );
}
