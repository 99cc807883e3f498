import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FluidContainer() {
  return (
    <Box sx={{ width: '100%', bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box component="article" sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            Opening hours over the holidays
          </Typography>
          <Typography variant="body2">
            The library closes at 14:00 on 24 and 31 December and stays closed on the public holidays. Returns can be dropped in the box by
            the main entrance at any time; they are checked in on the next opening day.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
