import Box from '@mui/material/Box';

const sides = [
  { label: 'border: 1', sx: { border: 1 } },
  { label: 'borderTop: 1', sx: { borderTop: 1 } },
  { label: 'borderRight: 1', sx: { borderRight: 1 } },
  { label: 'borderBottom: 1', sx: { borderBottom: 1 } },
  { label: 'borderLeft: 1', sx: { borderLeft: 1 } },
  { label: 'border: 3', sx: { border: 3 } },
];

export default function BorderAdditive() {
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
            bgcolor: 'background.paper',
            borderColor: 'primary.main',
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
