import Box from '@mui/material/Box';

const cell = {
  p: 1.5,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
  textAlign: 'center',
};

export default function Visibility() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 520, mx: 'auto' }}>
      <div>
        <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {"visibility: 'hidden' keeps its space"}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Box sx={{ ...cell, flex: 1 }}>Step 1</Box>
          <Box sx={{ ...cell, flex: 1, visibility: 'hidden' }}>Step 2</Box>
          <Box sx={{ ...cell, flex: 1 }}>Step 3</Box>
        </Box>
      </div>
      <div>
        <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {"display: 'none' removes it"}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Box sx={{ ...cell, flex: 1 }}>Step 1</Box>
          <Box sx={{ ...cell, flex: 1, display: 'none' }}>Step 2</Box>
          <Box sx={{ ...cell, flex: 1 }}>Step 3</Box>
        </Box>
      </div>
    </Box>
  );
}
