import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// styled(): media queries from theme.breakpoints as keys of the style object.
const Listing = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: '160px 1fr',
  },
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: '200px 1fr auto',
    alignItems: 'center',
  },
}));

export default function ResponsiveStyles() {
  return (
    <Listing aria-label="Apartment listing" sx={{ width: '100%' }}>
      <Box
        role="img"
        aria-label="Floor plan placeholder"
        sx={{ aspectRatio: '4 / 3', borderRadius: 1, background: 'linear-gradient(135deg, #80cbc4, #3f51b5)' }}
      />
      <div>
        {/* sx: an object keyed by breakpoint instead of a single value. */}
        <Typography component="h3" sx={{ typography: { xs: 'h6', md: 'h5' } }}>
          Two rooms by the canal
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
          54 m², third floor, balcony facing west. Available from September.
        </Typography>
      </div>
      <Button variant="contained" sx={{ justifySelf: { xs: 'stretch', md: 'end' } }}>
        Book a visit
      </Button>
    </Listing>
  );
}
