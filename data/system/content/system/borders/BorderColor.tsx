import Box from '@mui/material/Box';

const colors = [
  'primary.main',
  'secondary.main',
  'error.main',
  'warning.main',
  'info.main',
  'success.main',
  'text.primary',
  'divider',
  'grey.500',
];

export default function BorderColor() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            width: 128,
            py: 2,
            textAlign: 'center',
            border: 2,
            borderColor: color,
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
            color: 'text.primary',
          }}
        >
          {color}
        </Box>
      ))}
    </Box>
  );
}
