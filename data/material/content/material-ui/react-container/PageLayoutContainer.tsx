import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function PageLayoutContainer() {
  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {/* Full-bleed bands: the colour spans the whole width, the content stays in a Container. */}
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
            Greenleaf Co-op
          </Typography>
          <Button color="inherit" size="small">
            Sign in
          </Button>
        </Container>
      </Box>
      <Container maxWidth="md" component="main" sx={{ py: 3 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Seasonal box, week 47
        </Typography>
        <Typography variant="body2">
          Kale, squash, leeks, apples and a jar of plum jam. Collection from Friday at the usual pick-up points.
        </Typography>
      </Container>
      <Box component="footer" sx={{ bgcolor: 'action.hover', py: 1.5 }}>
        <Container maxWidth="md">
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Greenleaf Co-op · Member-owned since 2011
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
