import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const cards = [
  { label: 'Weekly summary', height: 120 },
  { label: 'New sign-ups', height: 80 },
  { label: 'Top pages', height: 150 },
  { label: 'Error rate', height: 90 },
  { label: 'Open tickets', height: 110 },
  { label: 'Uptime', height: 70 },
];

export default function ServerRenderedMasonry() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* The server cannot measure: these values lay out the HTML it sends until the browser takes over. */}
      <Masonry columns={3} spacing={2} defaultColumns={3} defaultSpacing={2} defaultHeight={360}>
        {cards.map((card) => (
          <Paper key={card.label} variant="outlined" sx={{ height: card.height, p: 1.5 }}>
            <Typography variant="subtitle2">{card.label}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
