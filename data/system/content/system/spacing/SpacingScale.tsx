import Box from '@mui/material/Box';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Four themes that differ only in how they turn `p: 2` into a length.
const themes = [
  { label: 'spacing: 8 (default)', theme: createTheme({ spacing: 8 }) },
  { label: 'spacing: 4', theme: createTheme({ spacing: 4 }) },
  { label: 'spacing: [0, 2, 6, 12, 24]', theme: createTheme({ spacing: [0, 2, 6, 12, 24] }) },
  { label: 'spacing: (n) => `${n * 0.75}rem`', theme: createTheme({ spacing: (factor: number) => `${factor * 0.75}rem` }) },
];

export default function SpacingScale() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {themes.map(({ label, theme }) => (
        <ThemeProvider key={label} theme={theme}>
          <div>
            <Box sx={{ mb: '4px', fontFamily: 'monospace', fontSize: 13, fontWeight: 500 }}>{label}</Box>
            <Box sx={{ display: 'inline-flex', border: '1px dashed', borderRadius: '4px' }}>
              <Box
                sx={{
                  p: 2,
                  fontSize: 14,
                  fontFamily: 'monospace',
                  backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(127, 127, 127, 0.3) 4px 8px)',
                }}
              >
                p: 2 = {theme.spacing(2)}
              </Box>
            </Box>
          </div>
        </ThemeProvider>
      ))}
    </Box>
  );
}
