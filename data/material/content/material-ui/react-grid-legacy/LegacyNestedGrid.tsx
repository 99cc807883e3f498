import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const shelves = [
  ['Apples', 'Pears', 'Plums'],
  ['Carrots', 'Leeks', 'Beets'],
  ['Basil', 'Mint', 'Dill'],
];

export default function LegacyNestedGrid() {
  return (
    <GridLegacy container spacing={1}>
      {shelves.map((row) => (
        // An item that is also a container: it needs its own spacing, nothing is inherited.
        <GridLegacy key={row[0]} item xs={12} container spacing={1}>
          {row.map((name) => (
            <GridLegacy key={name} item xs={4}>
              <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
                {name}
              </Paper>
            </GridLegacy>
          ))}
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
