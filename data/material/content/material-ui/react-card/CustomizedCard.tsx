import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A card that lifts on hover or keyboard focus; no motion for readers who ask for less.
const LiftCard = styled(Card)(({ theme }) => ({
  flex: '1 1 200px',
  borderRadius: 12,
  transition: theme.transitions.create(['transform', 'box-shadow']),
  '&:hover, &:focus-within': {
    transform: 'translateY(-4px)',
    boxShadow: theme.shadows[6],
  },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover, &:focus-within': { transform: 'none' },
  },
}));

const events = [
  { title: 'Repair café', when: 'Sat 10:00', tag: 'Free' },
  { title: 'Night market', when: 'Fri 18:30', tag: 'Food' },
  { title: 'Choir rehearsal', when: 'Wed 19:00', tag: 'Music' },
];

export default function CustomizedCard() {
  const [chosen, setChosen] = React.useState('');

  return (
    <div>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', p: 1 }}>
        {events.map((event) => (
          <LiftCard key={event.title} variant="outlined">
            <CardActionArea onClick={() => setChosen(event.title)}>
              <CardContent>
                <Chip label={event.tag} size="small" color="primary" variant="outlined" sx={{ mb: 1 }} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {event.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {event.when}
                </Typography>
              </CardContent>
            </CardActionArea>
          </LiftCard>
        ))}
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, px: 1, color: 'text.secondary' }}>
        {chosen ? `${chosen}: details opened.` : 'Pick an event to see its details.'}
      </Typography>
    </div>
  );
}
