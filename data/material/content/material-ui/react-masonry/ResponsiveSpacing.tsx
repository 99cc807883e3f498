import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const quotes = [
  'Ship small, ship often.',
  'A good default beats ten settings.',
  'Write the error message you would want to read at 2 a.m., when the on-call phone rings and nothing else makes sense.',
  'Measure before you optimize.',
  'Names are the interface of your code: spend time on them.',
  'Delete code with joy.',
];

export default function ResponsiveSpacing() {
  return (
    <Box sx={{ width: '100%', minHeight: 240 }}>
      {/* Tight gaps on phones, roomier ones on larger screens. */}
      <Masonry columns={2} spacing={{ xs: 1, sm: 2, md: 3 }}>
        {quotes.map((quote) => (
          <Paper key={quote} sx={{ p: 2 }}>
            <Typography variant="body2">{quote}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
