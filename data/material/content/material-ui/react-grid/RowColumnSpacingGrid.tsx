import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const fields = ['First name', 'Last name', 'Company', 'Job title', 'City', 'Postcode'];

function clamp(value: string) {
  const number = Math.round(Number(value));
  return Number.isNaN(number) ? 0 : Math.min(5, Math.max(0, number));
}

export default function RowColumnSpacingGrid() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(4);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="rowSpacing"
          sx={{ flex: 1, maxWidth: 180 }}
          type="number"
          size="small"
          value={rowSpacing}
          onChange={(event) => setRowSpacing(clamp(event.target.value))}
          helperText={`${rowSpacing * 8}px`}
          slotProps={{ htmlInput: { min: 0, max: 5, step: 1 } }}
        />
        <TextField
          label="columnSpacing"
          sx={{ flex: 1, maxWidth: 180 }}
          type="number"
          size="small"
          value={columnSpacing}
          onChange={(event) => setColumnSpacing(clamp(event.target.value))}
          helperText={`${columnSpacing * 8}px`}
          slotProps={{ htmlInput: { min: 0, max: 5, step: 1 } }}
        />
      </Stack>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {fields.map((field) => (
          <Grid key={field} size={6}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              {field}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
