import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { landscape } from './images';

export default function RecipeCard() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      {/* In CardOverflow, the image reaches the card's edges and takes its top corners. */}
      <CardOverflow>
        <AspectRatio ratio="3/2">
          <Box component="img" src={landscape} alt="Illustration of mountains above a lake at dusk" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Chip size="sm" variant="soft" color="success" sx={{ mb: 1 }}>
          Guided walk
        </Chip>
        <Typography level="title-lg">Lakeside sunset trail</Typography>
        <Typography level="body-sm">7.5 km loop · 2 h 30 min · easy</Typography>
      </CardContent>
      <Button variant="soft">Add to my trips</Button>
    </Card>
  );
}
