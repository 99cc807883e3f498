import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every Skeleton under this theme waves instead of pulsing and has rounder corners.
const theme = extendTheme({
  cssVarPrefix: 'skeleton-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoySkeleton: {
      defaultProps: { animation: 'wave' },
      styleOverrides: {
        root: ({ ownerState }) => ({
          ...(ownerState.variant === 'rectangular' && { borderRadius: '12px' }),
        }),
      },
    },
  },
});

export default function SkeletonCustomTheme() {
  const [loading, setLoading] = React.useState(true);
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 360 }}>
        <Skeleton variant="rectangular" height={120} loading={loading}>
          <Box
            sx={{ height: 120, borderRadius: '12px', background: 'linear-gradient(120deg, #0e7490, #1e3a8a)' }}
            role="img"
            aria-label="Map of the cycling route"
          />
        </Skeleton>
        <Typography level="title-md">
          <Skeleton loading={loading}>Lakeside loop, 34 km</Skeleton>
        </Typography>
        <Button variant="outlined" color="neutral" sx={{ alignSelf: 'flex-start' }} onClick={() => setLoading((current) => !current)}>
          {loading ? 'Load the route' : 'Show the skeleton'}
        </Button>
      </Box>
    </CssVarsProvider>
  );
}
