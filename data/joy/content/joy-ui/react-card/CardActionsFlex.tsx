import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardActionsFlex() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Card sx={{ width: 300, maxWidth: '100%' }}>
        <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
          <Avatar color="primary">RO</Avatar>
          <div>
            <Typography level="title-sm">Rosa Okafor invited you</Typography>
            <Typography level="body-xs">to the workspace Harbour Logistics</Typography>
          </div>
        </CardContent>
        <CardActions buttonFlex="1">
          <Button variant="outlined" color="neutral">
            Decline
          </Button>
          <Button>Join</Button>
        </CardActions>
      </Card>
      <Card sx={{ width: 300, maxWidth: '100%' }}>
        <CardContent>
          <Typography level="title-sm">Unsaved changes</Typography>
          <Typography level="body-xs">Your edits to &quot;Q3 budget&quot; are not saved yet.</Typography>
        </CardContent>
        <CardActions orientation="vertical" buttonFlex="none">
          <Button>Save and close</Button>
          <Button variant="plain" color="danger">
            Discard changes
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
