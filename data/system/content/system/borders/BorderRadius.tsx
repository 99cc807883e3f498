import Box from '@mui/material/Box';

const radii: { label: string; value: number | string }[] = [
  { label: '0', value: 0 },
  { label: '1', value: 1 },
  { label: '2', value: 2 },
  { label: '4', value: 4 },
  { label: "'50%'", value: '50%' },
  { label: "'24px 4px'", value: '24px 4px' },
];

export default function BorderRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}>
      {radii.map((radius) => (
        <Box key={radius.label} sx={{ textAlign: 'center' }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              bgcolor: 'primary.main',
              borderRadius: radius.value,
            }}
          />
          <Box component="code" sx={{ display: 'block', mt: 1, fontSize: 13, color: 'text.secondary' }}>
            borderRadius: {radius.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
