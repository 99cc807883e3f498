import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

// Gradients stand in for photos; each tile keeps the aspect ratio its picture would have.
const tiles = [
  { caption: 'Dune at dawn', ratio: '3 / 4', colors: ['#f6d365', '#fda085'] },
  { caption: 'Harbor lights', ratio: '4 / 3', colors: ['#30cfd0', '#330867'] },
  { caption: 'Moss and stone', ratio: '1 / 1', colors: ['#96e6a1', '#2f7336'] },
  { caption: 'Glacier lake', ratio: '2 / 3', colors: ['#a1c4fd', '#1e3c72'] },
  { caption: 'Lavender field', ratio: '4 / 3', colors: ['#e0c3fc', '#6a3093'] },
  { caption: 'Red canyon', ratio: '3 / 5', colors: ['#f83600', '#5f2c82'] },
  { caption: 'Morning fog', ratio: '1 / 1', colors: ['#e6e9f0', '#7f8c9a'] },
  { caption: 'Citrus market', ratio: '3 / 4', colors: ['#fceabb', '#f8b500'] },
  { caption: 'Night train', ratio: '16 / 9', colors: ['#434343', '#000000'] },
];

export default function ImageMasonry() {
  return (
    <Box sx={{ width: '100%', minHeight: 400 }}>
      <Masonry columns={{ xs: 2, sm: 3 }} spacing={1}>
        {tiles.map((tile) => (
          <Box
            key={tile.caption}
            role="img"
            aria-label={tile.caption}
            sx={{
              aspectRatio: tile.ratio,
              borderRadius: 1,
              background: `linear-gradient(160deg, ${tile.colors[0]}, ${tile.colors[1]})`,
              display: 'flex',
              alignItems: 'flex-end',
              overflow: 'hidden',
            }}
          >
            <Typography aria-hidden variant="caption" sx={{ width: '100%', px: 1, py: 0.5, color: '#fff', bgcolor: 'rgba(0, 0, 0, 0.55)' }}>
              {tile.caption}
            </Typography>
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
