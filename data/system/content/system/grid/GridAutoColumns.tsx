import Box from '@mui/material/Box';

const episodes = [
  { title: 'Soil and seasons', length: '32 min' },
  { title: 'Pruning fruit trees', length: '27 min' },
  { title: 'Saving seeds', length: '41 min' },
  { title: 'Rain gardens', length: '24 min' },
  { title: 'Composting at home', length: '36 min' },
];

export default function GridAutoColumns() {
  return (
    <Box
      component="ul"
      tabIndex={0}
      aria-label="Garden podcast episodes, scrolls sideways"
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(160px, 1fr)',
        gap: 1.5,
        m: 0,
        p: 0.5,
        pb: 1.5,
        listStyle: 'none',
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {episodes.map((episode, index) => (
        <Box
          component="li"
          key={episode.title}
          sx={{
            scrollSnapAlign: 'start',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            color: 'text.primary',
          }}
        >
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>Episode {index + 1}</Box>
          <Box sx={{ fontWeight: 'medium' }}>{episode.title}</Box>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{episode.length}</Box>
        </Box>
      ))}
    </Box>
  );
}
