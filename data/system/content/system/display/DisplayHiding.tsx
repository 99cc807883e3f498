import Box from '@mui/material/Box';

const screens = [
  { label: 'Hidden on xs only', display: { xs: 'none', sm: 'block' } },
  { label: 'Shown on xs only', display: { xs: 'block', sm: 'none' } },
  { label: 'Hidden below md', display: { xs: 'none', md: 'block' } },
  { label: 'Hidden from lg up', display: { xs: 'block', lg: 'none' } },
  { label: 'Only between md and lg', display: { xs: 'none', md: 'block', lg: 'none' } },
];

export default function DisplayHiding() {
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 520, mx: 'auto' }}>
      {screens.map((screen) => (
        <Box
          key={screen.label}
          sx={{
            display: screen.display,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          {screen.label}
        </Box>
      ))}
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>Resize the window to see rows appear and disappear.</Box>
    </Box>
  );
}
