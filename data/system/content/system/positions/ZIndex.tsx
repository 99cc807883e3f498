import Box from '@mui/material/Box';

const layers = [
  { name: 'mobileStepper', value: 1000 },
  { name: 'appBar', value: 1100 },
  { name: 'drawer', value: 1200 },
  { name: 'modal', value: 1300 },
  { name: 'snackbar', value: 1400 },
  { name: 'tooltip', value: 1500 },
];

export default function ZIndex() {
  return (
    <Box sx={{ position: 'relative', isolation: 'isolate', height: 260, maxWidth: 420, mx: 'auto' }}>
      {layers.map((layer, index) => (
        <Box
          key={layer.name}
          sx={{
            position: 'absolute',
            zIndex: layer.name,
            top: index * 36,
            left: { xs: index * 12, sm: index * 28 },
            width: { xs: 200, sm: 240 },
            p: 1.5,
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 2,
            fontSize: 14,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box component="code">{layer.name}</Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {layer.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
