import Box from '@mui/material/Box';

const transforms = ['none', 'capitalize', 'uppercase', 'lowercase'] as const;

export default function TypographyTextTransform() {
  return (
    <Box component="dl" sx={{ m: 0, color: 'text.primary' }}>
      {transforms.map((transform) => (
        <Box
          key={transform}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box component="dt" sx={{ width: 220, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
            textTransform: &apos;{transform}&apos;
          </Box>
          <Box component="dd" sx={{ m: 0, textTransform: transform }}>
            weekend Market in the old Tram depot
          </Box>
        </Box>
      ))}
    </Box>
  );
}
