import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import WifiRounded from '@mui/icons-material/WifiRounded';
import LocalParkingRounded from '@mui/icons-material/LocalParkingRounded';
import PetsRounded from '@mui/icons-material/PetsRounded';
import AcUnitRounded from '@mui/icons-material/AcUnitRounded';

const amenities = [
  { label: 'Fast Wi-Fi', icon: <WifiRounded /> },
  { label: 'Free parking on site', icon: <LocalParkingRounded /> },
  { label: 'Pets welcome', icon: <PetsRounded /> },
  { label: 'Air conditioning', icon: <AcUnitRounded /> },
];

export default function CenteredGridItems() {
  return (
    <Grid container spacing={1.5} sx={{ width: '100%', justifyContent: 'center' }}>
      {amenities.map((amenity) => (
        // Items in a row stretch to the tallest one; flex centring puts the content in the middle.
        <Grid key={amenity.label} size={{ xs: 6, sm: 3 }} sx={{ display: 'flex' }}>
          <Sheet
            variant="outlined"
            sx={{
              flex: 1,
              p: 2,
              borderRadius: 'md',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              textAlign: 'center',
              // Icons outside Joy's own components take their size from this variable.
              '--Icon-fontSize': '1.75rem',
            }}
          >
            {amenity.icon}
            <Typography level="body-sm">{amenity.label}</Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
