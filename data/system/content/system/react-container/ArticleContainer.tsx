import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ArticleContainer() {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
        <Container maxWidth="md" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Trailhead Journal
        </Container>
      </Box>
      <Container component="article" maxWidth="sm" sx={{ py: 3, color: 'text.primary' }}>
        <Box component="h3" sx={{ m: 0, fontSize: 22, fontWeight: 500 }}>
          Packing light for a three-day hut trek
        </Box>
        <Box component="p" sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
          By Saoirse Byrne · 6 min read
        </Box>
        <Box component="p" sx={{ lineHeight: 1.6, mb: 0 }}>
          Huts provide bunks and blankets, which removes the heaviest items from your list. What remains is layering: a base layer that
          dries overnight, one warm mid-layer, and a shell that handles wind as well as rain.
        </Box>
      </Container>
    </Box>
  );
}
