import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

function Cell({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center', fontFamily: 'monospace', fontSize: 13 }}>
      {children}
    </Paper>
  );
}

export default function LegacyAutoLayout() {
  return (
    <GridLegacy container spacing={2}>
      <GridLegacy item xs>
        <Cell>xs</Cell>
      </GridLegacy>
      <GridLegacy item xs={6}>
        <Cell>xs=6</Cell>
      </GridLegacy>
      <GridLegacy item xs>
        <Cell>xs</Cell>
      </GridLegacy>
      <GridLegacy item xs>
        <Cell>xs</Cell>
      </GridLegacy>
      <GridLegacy item xs>
        <Cell>xs</Cell>
      </GridLegacy>
    </GridLegacy>
  );
}
