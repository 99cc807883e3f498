import { Button } from '@mui/base/Button';
import Box from '@mui/material/Box';

export default function QuickstartSxProp() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Box
        component={Button}
        sx={{
          fontFamily: 'inherit',
          fontSize: '0.875rem',
          fontWeight: 600,
          px: 2,
          py: 1,
          borderRadius: 2,
          border: 'none',
          bgcolor: '#b91c1c',
          color: '#fff',
          cursor: 'pointer',
          '&:hover': { bgcolor: '#991b1b' },
          '&.base--focusVisible': { outline: '3px solid #fca5a5', outlineOffset: 2 },
        }}
      >
        Delete workspace
      </Box>
      <Box
        component={Button}
        sx={{
          fontFamily: 'inherit',
          fontSize: '0.875rem',
          fontWeight: 600,
          px: 2,
          py: 1,
          borderRadius: 2,
          border: '1px solid',
          borderColor: 'currentColor',
          bgcolor: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          '&.base--focusVisible': { outline: '3px solid #fca5a5', outlineOffset: 2 },
        }}
      >
        Keep workspace
      </Box>
    </Box>
  );
}
