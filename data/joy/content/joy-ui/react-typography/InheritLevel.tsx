import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const parents = ['h4', 'body-md', 'body-xs'] as const;

function Sentence() {
  // The same nested Typography, without a level of its own: it inherits size and line height from its parent.
  return (
    <Typography variant="outlined" color="success">
      3 spots left
    </Typography>
  );
}

export default function InheritLevel() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {parents.map((level) => (
        <Typography key={level} level={level}>
          Pottery workshop, Saturday 10:00 · <Sentence />
        </Typography>
      ))}
      <Box sx={{ fontSize: '1.25rem', lineHeight: 1.4 }}>
        {/* level="inherit" takes the font size and line height of whatever surrounds it, Typography or not. */}
        <Typography level="inherit">A plain box at 1.25 rem, with an inherited Typography inside.</Typography>
      </Box>
    </Box>
  );
}
