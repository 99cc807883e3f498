import Grid from '@mui/joy/Grid';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Chip from '@mui/joy/Chip';

const kpis = [
  { label: 'Open tickets', value: '38', note: '−6 since Monday' },
  { label: 'First reply', value: '1 h 12 min', note: 'Goal: under 2 h' },
  { label: 'Satisfaction', value: '94%', note: '212 ratings' },
  { label: 'Backlog age', value: '2.4 days', note: 'Median' },
];

const queues = [
  { name: 'Billing', load: 72 },
  { name: 'Technical', load: 45 },
  { name: 'Onboarding', load: 20 },
];

const urgent = [
  { subject: 'Card declined on renewal', customer: 'Harbour Bikes' },
  { subject: 'Export stuck at 90%', customer: 'Lindqvist & Co' },
  { subject: 'SSO login loop', customer: 'Moreno Studio' },
];

export default function DashboardGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {kpis.map((kpi) => (
        <Grid key={kpi.label} size={{ xs: 6, lg: 3 }}>
          <Card variant="soft" size="sm" sx={{ height: '100%' }}>
            <Typography level="body-xs">{kpi.label}</Typography>
            <Typography level="title-lg">{kpi.value}</Typography>
            <Typography level="body-xs">{kpi.note}</Typography>
          </Card>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <Typography level="title-sm" component="h3">
            Queue load
          </Typography>
          {queues.map((queue) => (
            <div key={queue.name}>
              <Typography level="body-xs" sx={{ mb: 0.5 }}>
                {queue.name}, {queue.load}%
              </Typography>
              <LinearProgress
                determinate
                value={queue.load}
                aria-label={`${queue.name} queue load`}
                color={queue.load > 60 ? 'warning' : 'primary'}
              />
            </div>
          ))}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <Typography level="title-sm" component="h3">
            Urgent
          </Typography>
          <List size="sm" sx={{ '--ListItem-paddingX': '0px' }}>
            {urgent.map((ticket) => (
              <ListItem
                key={ticket.subject}
                endAction={
                  <Chip size="sm" color="danger">
                    P1
                  </Chip>
                }
              >
                <ListItemContent>
                  <Typography level="title-sm" noWrap>
                    {ticket.subject}
                  </Typography>
                  <Typography level="body-xs">{ticket.customer}</Typography>
                </ListItemContent>
              </ListItem>
            ))}
          </List>
        </Card>
      </Grid>
    </Grid>
  );
}
