import Box from '@mui/material/Box';

export default function ShadowCustom() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'center', p: 1 }}>
      <Box
        sx={{
          width: 200,
          p: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 2,
          boxShadow: '0 12px 32px -12px rgba(0, 0, 0, 0.45)',
          fontSize: 14,
        }}
      >
        A soft, low shadow from a CSS string
      </Box>
      <Box
        sx={{
          width: 200,
          p: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 2,
          boxShadow: '0 1px 2px rgba(0, 0, 0, 0.3), 0 8px 24px rgba(0, 0, 0, 0.18)',
          fontSize: 14,
        }}
      >
        Two layers: a tight contact shadow and a wide ambient one
      </Box>
    </Box>
  );
}
