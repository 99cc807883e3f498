import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const areas = [
  { area: 'header', label: 'Header' },
  { area: 'nav', label: 'Navigation' },
  { area: 'main', label: 'Main content' },
  { area: 'aside', label: 'Related' },
  { area: 'footer', label: 'Footer' },
];

export default function CssGridLayout() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 1,
        // Named areas: one column on phones, three from the md breakpoint.
        gridTemplateColumns: { xs: '1fr', md: '160px 1fr 160px' },
        gridTemplateAreas: {
          xs: `"header" "nav" "main" "aside" "footer"`,
          md: `"header header header" "nav main aside" "footer footer footer"`,
        },
        gridTemplateRows: { md: 'auto 180px auto' },
      }}
    >
      {areas.map(({ area, label }) => (
        <Sheet
          key={area}
          variant={area === 'main' ? 'soft' : 'outlined'}
          color={area === 'main' ? 'primary' : 'neutral'}
          sx={{ gridArea: area, p: 1.5, borderRadius: 'sm', fontFamily: 'body', fontSize: 'sm' }}
        >
          {label}
        </Sheet>
      ))}
    </Box>
  );
}
