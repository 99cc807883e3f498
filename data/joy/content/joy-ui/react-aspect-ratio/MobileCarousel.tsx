import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const trips = [
  { city: 'Lisbon', nights: 3, price: '€340', gradient: 'linear-gradient(135deg, #ffd3a5 0%, #fd6585 100%)' },
  { city: 'Kyoto', nights: 5, price: '€1,120', gradient: 'linear-gradient(135deg, #c2e9fb 0%, #a1c4fd 100%)' },
  { city: 'Oaxaca', nights: 4, price: '€890', gradient: 'linear-gradient(135deg, #fbc2eb 0%, #a6c1ee 100%)' },
  { city: 'Tromsø', nights: 3, price: '€760', gradient: 'linear-gradient(135deg, #a8edea 0%, #5f9ea0 100%)' },
  { city: 'Marrakesh', nights: 4, price: '€520', gradient: 'linear-gradient(135deg, #f6d365 0%, #e07a5f 100%)' },
];

export default function MobileCarousel() {
  return (
    <Box
      component="section"
      aria-label="Weekend trips"
      // Focusable, so keyboard users can scroll it with the arrow keys.
      tabIndex={0}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1,
        px: 0.5,
        width: '100%',
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        '& > *': { scrollSnapAlign: 'start', flex: 'none' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: 2 },
      }}
    >
      {trips.map((trip) => (
        <Card key={trip.city} variant="outlined" sx={{ width: 200, gap: 1, p: 1.5 }}>
          <AspectRatio ratio="4/3" sx={{ borderRadius: 'sm' }}>
            <Box sx={{ background: trip.gradient }} />
          </AspectRatio>
          <Box>
            <Typography level="title-md">{trip.city}</Typography>
            <Typography level="body-sm">
              {trip.nights} nights from {trip.price}
            </Typography>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
