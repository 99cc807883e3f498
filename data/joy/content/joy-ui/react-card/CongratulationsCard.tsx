import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';

export default function CongratulationsCard() {
  return (
    <Card
      variant="solid"
      color="success"
      invertedColors
      sx={{ width: 340, maxWidth: '100%', textAlign: 'center', alignItems: 'center', overflow: 'auto' }}
    >
      <EmojiEventsRounded sx={{ fontSize: '3.5rem' }} />
      <CardContent>
        <Typography level="title-lg" component="h3">
          Course complete!
        </Typography>
        <Typography level="body-sm">
          You finished all 24 lessons of Data Visualisation Basics with a final score of 92%. Your certificate is ready.
        </Typography>
      </CardContent>
      <CardActions orientation="vertical" buttonFlex="1" sx={{ width: '100%' }}>
        <Button variant="solid">Download certificate</Button>
        <Button variant="plain">Share on your profile</Button>
      </CardActions>
    </Card>
  );
}
