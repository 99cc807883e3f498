import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const blocks = [
  { title: 'Top story', note: 'Lead image and headline', xs: 8 },
  { title: 'Weather', note: '21 °C', xs: 4 },
  { title: 'Markets', note: '+0.4%', xs: 4 },
  { title: 'Opinion', note: '3 new', xs: 4 },
  { title: 'Puzzles', note: 'Daily', xs: 4 },
];

export default function LegacyBasicGrid() {
  return (
    <GridLegacy container spacing={2}>
      {blocks.map((block) => (
        <GridLegacy item key={block.title} xs={block.xs}>
          <Paper sx={{ p: 1.5, height: '100%' }}>
            <Typography variant="subtitle2" component="h3">
              {block.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {block.note}
            </Typography>
          </Paper>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
