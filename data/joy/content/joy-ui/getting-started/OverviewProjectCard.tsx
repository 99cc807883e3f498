import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';

const team = [
  { initials: 'PN', name: 'Priya Nair' },
  { initials: 'TB', name: 'Tomás Berg' },
  { initials: 'LK', name: 'Leila Karimi' },
];

// Nothing on this card is styled by hand: every colour, radius, shadow and size comes from Joy's default theme.
export default function OverviewProjectCard() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <div>
          <Typography level="title-lg">Warehouse app, phase 2</Typography>
          <Typography level="body-sm" startDecorator={<CalendarMonthRoundedIcon />}>
            Due 14 November
          </Typography>
        </div>
        <Chip color="success" variant="soft" size="sm">
          On track
        </Chip>
      </Stack>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography level="body-sm" id="overview-progress-label">
            Tasks done
          </Typography>
          <Typography level="body-sm" sx={{ fontWeight: 'lg' }}>
            18 of 24
          </Typography>
        </Stack>
        <LinearProgress determinate value={75} aria-labelledby="overview-progress-label" sx={{ my: 1 }} />
        <AvatarGroup size="sm" aria-label="Team">
          {team.map((person) => (
            <Avatar key={person.initials} alt={person.name}>
              {person.initials}
            </Avatar>
          ))}
          <Avatar alt="And 2 more people">+2</Avatar>
        </AvatarGroup>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Share
        </Button>
        <Button>Open board</Button>
      </CardActions>
    </Card>
  );
}
