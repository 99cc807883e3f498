import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const steps = ['0', '0.5', '1', '2', '3', '4', '6'];
const swatches = ['Sand', 'Clay', 'Moss', 'Slate', 'Dune', 'Fern'];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState('2');
  const value = Number(spacing);
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={value}>
        {swatches.map((name) => (
          <Grid key={name} size={{ xs: 6, sm: 4 }}>
            <Paper sx={{ p: 2, textAlign: 'center' }}>{name}</Paper>
          </Grid>
        ))}
      </Grid>
      <FormControl sx={{ mt: 3 }}>
        <FormLabel id="grid-spacing-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="grid-spacing-label"
          name="grid-spacing"
          value={spacing}
          onChange={(event) => setSpacing(event.target.value)}
        >
          {steps.map((step) => (
            <FormControlLabel key={step} value={step} control={<Radio />} label={step} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" component="pre" sx={{ m: 0, fontFamily: 'monospace' }}>
        {`<Grid container spacing={${spacing}}>\n// gap: ${value * 8}px`}
      </Typography>
    </Box>
  );
}
