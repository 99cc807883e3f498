import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const values = [0, 1, 2, 3, 4, 5];

export default function LegacySpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);
  return (
    <Box sx={{ width: '100%', pt: 1, pl: 1 }}>
      <GridLegacy container spacing={spacing}>
        {['North', 'East', 'South', 'West'].map((region) => (
          <GridLegacy item key={region} xs={6} sm={3}>
            <Paper sx={{ p: 2, textAlign: 'center' }}>{region}</Paper>
          </GridLegacy>
        ))}
      </GridLegacy>
      <Typography id="legacy-spacing-label" variant="body2" sx={{ mt: 3, mb: 1 }}>
        spacing
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby="legacy-spacing-label"
        value={spacing}
        onChange={(_, next: number | null) => next !== null && setSpacing(next)}
      >
        {values.map((value) => (
          <ToggleButton key={value} value={value} sx={{ minWidth: 40 }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" component="pre" sx={{ mt: 1, mb: 0, fontFamily: 'monospace' }}>
        {`<GridLegacy container spacing={${spacing}}>`}
      </Typography>
    </Box>
  );
}
