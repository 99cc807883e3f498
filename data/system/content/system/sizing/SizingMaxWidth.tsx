import Box from '@mui/material/Box';

export default function SizingMaxWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, color: 'text.primary' }}>
      <Box
        component="article"
        sx={{
          maxWidth: 'sm',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box sx={{ mb: 0.5, fontSize: 13, fontFamily: 'monospace', color: 'text.secondary' }}>maxWidth: &apos;sm&apos; (600px)</Box>
        <Box component="p" sx={{ m: 0, lineHeight: 1.6 }}>
          Long lines are tiring to read. Capping a text column at a breakpoint width keeps each line at a comfortable length on a wide
          screen, while on a phone the column simply takes the width it has.
        </Box>
      </Box>
      <Box
        sx={{
          maxWidth: 280,
          minWidth: 200,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box sx={{ mb: 0.5, fontSize: 13, fontFamily: 'monospace', color: 'text.secondary' }}>maxWidth: 280, minWidth: 200</Box>A narrow
        card that never grows past 280px or shrinks below 200px.
      </Box>
    </Box>
  );
}
