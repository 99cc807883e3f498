import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Gradients stand in for photos, so the demo needs no image files.
const topics = [
  { title: 'Hiking routes', background: 'linear-gradient(135deg, #1b5e20 0%, #4e7d3a 55%, #a5b56b 100%)' },
  { title: 'Local markets', background: 'linear-gradient(135deg, #7f2704 0%, #c0561b 50%, #e8a04b 100%)' },
  { title: 'Night photography', background: 'linear-gradient(135deg, #0b1026 0%, #26316b 60%, #5b4a9e 100%)' },
];

const TopicTile = styled(ButtonBase)(({ theme }) => ({
  position: 'relative',
  flex: '1 1 180px',
  height: 140,
  borderRadius: 8,
  overflow: 'hidden',
  color: theme.palette.common.white,
  // The dark layer keeps white text readable on any background and lightens on hover and focus.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: 'rgba(0, 0, 0, 0.4)',
    transition: theme.transitions.create('background-color'),
  },
  '&:hover::before, &.Mui-focusVisible::before': { backgroundColor: 'rgba(0, 0, 0, 0.15)' },
  '&:hover .topic-title, &.Mui-focusVisible .topic-title': { borderColor: 'currentColor' },
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&[aria-pressed="true"] .topic-title': { borderColor: 'currentColor', backgroundColor: 'rgba(0, 0, 0, 0.45)' },
}));

export default function ComplexButtons() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {topics.map((topic) => (
          <TopicTile
            key={topic.title}
            focusRipple
            aria-pressed={selected === topic.title}
            onClick={() => setSelected((current) => (current === topic.title ? null : topic.title))}
            sx={{ background: topic.background }}
          >
            <Typography
              className="topic-title"
              component="span"
              variant="subtitle1"
              sx={{ position: 'relative', px: 2, py: 0.5, border: '2px solid transparent', borderRadius: 1, fontWeight: 600 }}
            >
              {topic.title}
            </Typography>
          </TopicTile>
        ))}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {selected ? `Showing guides about ${selected.toLowerCase()}.` : 'Pick a topic to filter the guides.'}
      </Typography>
    </div>
  );
}
