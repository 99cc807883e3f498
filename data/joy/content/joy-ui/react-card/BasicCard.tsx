import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ width: 340, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="body-xs" textTransform="uppercase" fontWeight="lg">
          Release 4.2
        </Typography>
        <Typography level="title-lg" component="h3">
          Shared calendars are here
        </Typography>
        <Typography level="body-sm">
          Invite teammates to a calendar, choose who can edit it, and see everyone&apos;s free time in one view.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Dismiss
        </Button>
        <Button>Try it now</Button>
      </CardActions>
    </Card>
  );
}
