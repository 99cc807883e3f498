import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import Landscape from '@mui/icons-material/Landscape';

export default function CardOverflowExpand() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <Box
            role="img"
            aria-label="Illustration of a valley at dusk"
            sx={{ background: 'linear-gradient(160deg, #1e3a8a 0%, #7c3aed 55%, #f472b6 100%)', color: '#fff', '--Icon-color': '#fff' }}
          >
            <Landscape sx={{ fontSize: '3.5rem' }} />
          </Box>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md" component="h3">
          Valley ridge trail
        </Typography>
        <Typography level="body-sm">Loop · 11.4 km · moderate</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal">
          <Typography level="body-xs" textColor="text.secondary" sx={{ fontWeight: 'md' }}>
            3 h 40 min
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary" sx={{ fontWeight: 'md' }}>
            Updated 2 days ago
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
