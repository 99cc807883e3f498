import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

// In a card, page headings would be too big, and the card's title is an h3 in the page's outline.
const cardMapping = { 'title-lg': 'h3', 'title-sm': 'h4', 'body-sm': 'p', 'body-xs': 'div' };

const rows = [
  { level: 'title-lg', text: 'Spring planting guide' },
  { level: 'title-sm', text: 'When to sow' },
  { level: 'body-sm', text: 'Sow tomatoes indoors six to eight weeks before the last frost.' },
  { level: 'body-xs', text: 'Updated for the 2024 season' },
] as const;

export default function LevelMapping() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 520 }}>
      {rows.map((row) => (
        <Box key={row.level} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Chip size="sm" variant="outlined" sx={{ fontFamily: 'code', flexShrink: 0 }}>
            {row.level} → {cardMapping[row.level]}
          </Chip>
          <Typography level={row.level} levelMapping={cardMapping}>
            {row.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
