import Box from '@mui/material/Box';

const alignments = ['left', 'center', 'right', 'justify'] as const;

export default function TypographyTextAlign() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        gap: 2,
        color: 'text.primary',
      }}
    >
      {alignments.map((alignment) => (
        <Box key={alignment} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ mb: 0.5, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>textAlign: &apos;{alignment}&apos;</Box>
          <Box component="p" sx={{ textAlign: alignment, m: 0, fontSize: 14 }}>
            The ferry leaves the north pier every forty minutes from seven in the morning until the last crossing at half past ten.
          </Box>
        </Box>
      ))}
      <Box
        sx={{
          gridColumn: '1 / -1',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          textAlign: { xs: 'center', sm: 'right' },
        }}
      >
        <Box sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>{"textAlign: { xs: 'center', sm: 'right' }"}</Box>
        Centered on phones, right-aligned from sm up.
      </Box>
    </Box>
  );
}
