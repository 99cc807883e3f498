import Box from '@mui/material/Box';

const regionSx = {
  px: 2,
  py: 1,
  fontSize: 14,
  color: 'text.primary',
} as const;

export default function GridTemplateRows() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        height: 260,
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ ...regionSx, fontWeight: 'bold', bgcolor: 'action.selected' }}>Release notes · auto</Box>
      <Box sx={{ ...regionSx, py: 2, color: 'text.secondary' }}>
        The middle row is <code>1fr</code>: it takes every pixel the header and footer leave, so the footer stays at the bottom however
        short this text is.
      </Box>
      <Box sx={{ ...regionSx, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>Version 4.2 · auto</Box>
    </Box>
  );
}
