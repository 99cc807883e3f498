import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';

const perks = ['Unlimited projects and guests', 'Version history for a year', 'Single sign-on with your provider'];

export default function InversionMarketing() {
  return (
    <Card
      variant="solid"
      color="neutral"
      invertedColors
      sx={{
        width: '100%',
        p: { xs: 2.5, sm: 4 },
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
        alignItems: { md: 'center' },
        // The gradient sits on top of the solid background; children still read the inverted variables.
        backgroundImage: 'radial-gradient(120% 140% at 100% 0%, rgba(99 102 241 / 0.45), transparent 60%)',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Chip variant="soft" size="sm" startDecorator={<AutoAwesomeRounded />} sx={{ mb: 1.5 }}>
          New in 2025
        </Chip>
        <Typography level="h2" component="h3" sx={{ mb: 1 }}>
          Plan the whole season on one board
        </Typography>
        <Typography level="body-md" sx={{ mb: 2, maxWidth: 520 }}>
          Timelines, budgets and bookings side by side, updated live for everyone on the team.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button size="lg" endDecorator={<ArrowForwardRounded />}>
            Try it free for 30 days
          </Button>
          <Button size="lg" variant="plain">
            Book a demo
          </Button>
        </Box>
      </Box>
      <Card variant="soft" sx={{ flex: '0 1 300px' }}>
        <Typography level="title-sm">Everything in Business</Typography>
        <List size="sm" sx={{ '--ListItemDecorator-size': '28px' }}>
          {perks.map((perk) => (
            <ListItem key={perk}>
              <ListItemDecorator>
                <CheckRounded />
              </ListItemDecorator>
              {perk}
            </ListItem>
          ))}
        </List>
      </Card>
    </Card>
  );
}
