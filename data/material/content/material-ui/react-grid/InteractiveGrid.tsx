import * as React from 'react';
import Box from '@mui/material/Box';
import Grid, { type GridDirection } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

const directions: GridDirection[] = ['row', 'row-reverse', 'column', 'column-reverse'];
const justifyOptions = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'];
const alignOptions = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'];
const spacingOptions = [0, 1, 2, 3, 4];
const cards = [
  { label: 'Inbox', height: 48 },
  { label: 'Drafts', height: 80 },
  { label: 'Sent', height: 64 },
];

export default function InteractiveGrid() {
  const [direction, setDirection] = React.useState<GridDirection>('row');
  const [justifyContent, setJustifyContent] = React.useState('center');
  const [alignItems, setAlignItems] = React.useState('center');
  const [spacing, setSpacing] = React.useState(2);

  const code = `<Grid
  container
  direction="${direction}"
  spacing={${spacing}}
  sx={{
    justifyContent: '${justifyContent}',
    alignItems: '${alignItems}',
  }}
>`;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
        <Grid container direction={direction} spacing={spacing} sx={{ justifyContent, alignItems, minHeight: 260 }}>
          {cards.map((card) => (
            <Grid key={card.label}>
              <Paper sx={{ width: 88, height: card.height, p: 1, textAlign: 'center' }}>{card.label}</Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as GridDirection)}
          >
            {directions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="spacing"
            value={spacing}
            onChange={(event) => setSpacing(Number(event.target.value))}
          >
            {spacingOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="justifyContent"
            value={justifyContent}
            onChange={(event) => setJustifyContent(event.target.value)}
          >
            {justifyOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="alignItems"
            value={alignItems}
            onChange={(event) => setAlignItems(event.target.value)}
          >
            {alignOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Box component="pre" sx={{ mt: 2, mb: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.selected', fontSize: 13 }}>
        <code>{code}</code>
      </Box>
    </Box>
  );
}
