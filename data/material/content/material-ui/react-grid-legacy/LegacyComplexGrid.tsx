import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LegacyComplexGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520, mx: 'auto' }}>
      <GridLegacy container spacing={2}>
        <GridLegacy item>
          {/* A coloured block stands in for the product photo. */}
          <Box
            role="img"
            aria-label="Ceramic mug in sage green"
            sx={{ width: 112, height: 112, borderRadius: 2, bgcolor: 'success.light' }}
          />
        </GridLegacy>
        <GridLegacy item xs={12} sm container>
          <GridLegacy item xs container direction="column" spacing={2}>
            <GridLegacy item xs>
              <Typography variant="subtitle1" component="h3">
                Ceramic mug, 350 ml
              </Typography>
              <Typography variant="body2">Glaze: sage green · Dishwasher safe</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Item no. 40-1187
              </Typography>
            </GridLegacy>
            <GridLegacy item>
              <Button size="small" color="error">
                Remove
              </Button>
            </GridLegacy>
          </GridLegacy>
          <GridLegacy item>
            <Typography variant="subtitle1" component="p">
              €18.50
            </Typography>
          </GridLegacy>
        </GridLegacy>
      </GridLegacy>
    </Paper>
  );
}
