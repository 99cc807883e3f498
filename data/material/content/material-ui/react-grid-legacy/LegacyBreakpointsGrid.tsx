import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const keys = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

// Only one of these is displayed at a time: the same media queries that drive the grid.
function BreakpointName() {
  return (
    <>
      {keys.map((key) => (
        <Box key={key} component="strong" sx={{ display: { xs: 'none', sm: 'none', md: 'none', lg: 'none', xl: 'none', [key]: 'inline' } }}>
          {key}
        </Box>
      ))}
    </>
  );
}

const products = ['Desk lamp', 'Notebook set', 'Fountain pen', 'Cable tidy', 'Monitor stand', 'Plant pot'];

export default function LegacyBreakpointsGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Window breakpoint: <BreakpointName />
      </Typography>
      <GridLegacy container spacing={2}>
        {products.map((product) => (
          <GridLegacy item key={product} xs={12} sm={6} md={4} xl={2}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {product}
              </Typography>
              <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                xs=12 sm=6 md=4 xl=2
              </Typography>
            </Paper>
          </GridLegacy>
        ))}
      </GridLegacy>
    </Box>
  );
}
