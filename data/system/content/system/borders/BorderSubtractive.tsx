import Box from '@mui/material/Box';

const sides = [
  { label: 'border: 0', sx: { border: 0 } },
  { label: 'borderTop: 0', sx: { borderTop: 0 } },
  { label: 'borderRight: 0', sx: { borderRight: 0 } },
  { label: 'borderBottom: 0', sx: { borderBottom: 0 } },
  { label: 'borderLeft: 0', sx: { borderLeft: 0 } },
];

export default function BorderSubtractive() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      {sides.map((side) => (
        <Box
          key={side.label}
          sx={{
            width: 128,
            height: 72,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            border: 2,
            borderColor: 'secondary.main',
            fontFamily: 'monospace',
            fontSize: 13,
            color: 'text.primary',
            ...side.sx,
          }}
        >
          {side.label}
        </Box>
      ))}
    </Box>
  );
}
