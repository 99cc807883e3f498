import Box from '@mui/material/Box';

const wraps = ['nowrap', 'wrap', 'wrap-reverse'] as const;
const tags = ['Hiking', 'Cycling', 'Kayaking', 'Climbing', 'Camping', 'Trail running', 'Birdwatching'];

export default function FlexboxWrap() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {wraps.map((wrap) => (
        <div key={wrap}>
          <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary', fontFamily: 'monospace' }}>flexWrap: &apos;{wrap}&apos;</Box>
          <Box
            {...(wrap === 'nowrap' ? { tabIndex: 0, role: 'region', 'aria-label': 'Activities, scrolls sideways' } : {})}
            sx={{
              display: 'flex',
              flexWrap: wrap,
              gap: 1,
              p: 1,
              maxWidth: 420,
              // nowrap lets the row grow past the box: scroll inside it instead of widening the page.
              overflowX: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {tags.map((tag) => (
              <Box
                key={tag}
                sx={{
                  flexShrink: 0,
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 4,
                  border: 1,
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  fontSize: 14,
                  whiteSpace: 'nowrap',
                }}
              >
                {tag}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
