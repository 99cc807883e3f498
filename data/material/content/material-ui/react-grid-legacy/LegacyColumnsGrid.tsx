import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

export default function LegacyColumnsGrid() {
  return (
    // Ten columns: each unit is exactly 10% of the row.
    <GridLegacy container spacing={1} columns={10}>
      <GridLegacy item xs={7}>
        <Paper sx={{ p: 1.5 }}>Completed 70%</Paper>
      </GridLegacy>
      <GridLegacy item xs={3}>
        <Paper sx={{ p: 1.5 }}>Left 30%</Paper>
      </GridLegacy>
      <GridLegacy item xs={5}>
        <Paper sx={{ p: 1.5 }}>Half 50%</Paper>
      </GridLegacy>
      <GridLegacy item xs={5}>
        <Paper sx={{ p: 1.5 }}>Half 50%</Paper>
      </GridLegacy>
    </GridLegacy>
  );
}
