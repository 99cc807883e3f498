import Box from '@mui/system/Box';

const topics = [
  { label: 'Spacing', href: '/system/spacing/' },
  { label: 'Palette', href: '/system/palette/' },
  { label: 'Flexbox', href: '/system/flexbox/' },
  { label: 'Borders', href: '/system/borders/' },
];

export default function BoxComponentProp() {
  return (
    <Box component="nav" aria-label="System topics">
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {topics.map((topic) => (
          <Box component="li" key={topic.href}>
            <Box
              component="a"
              href={topic.href}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                border: 1,
                borderColor: 'primary.main',
                borderRadius: 4,
                color: 'primary.main',
                textDecoration: 'none',
                '&:hover': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              {topic.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
