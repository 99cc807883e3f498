import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const rows = [12, 8, 4];

export default function ColumnDirectionGrid() {
  return (
    // In a column, size still sets the width; it never sets the height.
    <Grid container direction="column" spacing={1} sx={{ width: '100%' }}>
      {rows.map((size) => (
        <Grid key={size} size={size}>
          <Paper variant="outlined" sx={{ p: 1, fontFamily: 'monospace', fontSize: 13 }}>
            {`size={${size}}`}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
