import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';
import LocalCafeOutlined from '@mui/icons-material/LocalCafeOutlined';

export default function CardOverflowButton() {
  return (
    <Card sx={{ width: 260, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="4/3" color="warning" variant="soft">
          <Box>
            <LocalCafeOutlined sx={{ fontSize: '4rem' }} />
          </Box>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md" component="h3">
          Ethiopian Guji, 250 g
        </Typography>
        <Typography level="body-sm">Stone fruit, jasmine, honey. Light roast.</Typography>
        <Typography level="title-lg" sx={{ mt: 1 }}>
          £11.50
        </Typography>
      </CardContent>
      <CardOverflow>
        <Button size="lg">Add to basket</Button>
      </CardOverflow>
    </Card>
  );
}
