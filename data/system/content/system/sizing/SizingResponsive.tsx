import Box from '@mui/material/Box';

export default function SizingResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        color: 'text.primary',
      }}
    >
      <Box
        component="aside"
        aria-label="Filters"
        sx={{
          width: { xs: 1, md: 1 / 4 },
          flexShrink: 0,
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.selected',
          fontSize: 14,
        }}
      >
        <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>{'width: { xs: 1, md: 1 / 4 }'}</Box>
        Filters take the full width on phones and a quarter beside the results from md up.
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>flex: 1</Box>
        Results fill the rest.
      </Box>
    </Box>
  );
}
