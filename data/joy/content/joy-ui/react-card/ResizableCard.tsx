import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';

export default function ResizableCard() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography level="body-xs" sx={{ mb: 1 }}>
        Drag the handle at the bottom-right corner of the frame to resize it.
      </Typography>
      <Box
        sx={{
          resize: 'horizontal',
          overflow: 'hidden',
          width: 520,
          minWidth: 240,
          maxWidth: '100%',
          p: 1,
          border: '1px dashed',
          borderColor: 'neutral.outlinedBorder',
          borderRadius: 'sm',
          containerType: 'inline-size',
        }}
      >
        <Card
          sx={{
            flexDirection: 'column',
            '@container (min-width: 440px)': { flexDirection: 'row' },
          }}
        >
          <AspectRatio
            ratio="4/3"
            sx={{
              width: '100%',
              flexShrink: 0,
              '@container (min-width: 440px)': { width: 180 },
            }}
          >
            <Box sx={{ background: 'linear-gradient(135deg, #1e40af, #0891b2)', color: '#fff', '--Icon-color': '#fff' }}>
              <ApartmentRounded sx={{ fontSize: '3rem' }} />
            </Box>
          </AspectRatio>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 0 }}>
            <CardContent>
              <Typography level="title-md" component="h3">
                Two-bedroom flat, Canal Quarter
              </Typography>
              <Typography level="body-sm">Third floor, balcony over the water, 8 minutes to the station.</Typography>
              <Typography level="title-lg">€1,450 / month</Typography>
            </CardContent>
            <CardActions>
              <Button variant="soft" size="sm">
                Book a viewing
              </Button>
            </CardActions>
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
