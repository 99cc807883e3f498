import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Box from '@mui/joy/Box';

const spacings = [0, 0.5, 1, 2, 3, 4];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={spacing}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Grid key={index} size={4}>
            <Sheet variant="soft" color="primary" sx={{ height: 56, borderRadius: 'sm' }} />
          </Grid>
        ))}
      </Grid>
      <FormControl sx={{ mt: 3 }}>
        <FormLabel>spacing</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {spacings.map((value) => (
            <Radio key={value} value={String(value)} label={String(value)} sx={{ m: 0 }} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
