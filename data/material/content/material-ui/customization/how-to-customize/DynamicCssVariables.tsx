import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// The accent is any colour the user picks at run time, so it cannot be a variant.
// The styles read a CSS variable; the component sets it through `style`, and no new class is generated per colour.
const EventCard = styled(Card)({
  borderInlineStart: '6px solid var(--event-accent)',
  '& .event-dot': {
    display: 'inline-block',
    width: 10,
    height: 10,
    borderRadius: '50%',
    marginInlineEnd: 8,
    backgroundColor: 'var(--event-accent)',
  },
});

const accents = [
  { name: 'Teal', value: '#00897b' },
  { name: 'Indigo', value: '#3949ab' },
  { name: 'Amber', value: '#ffb300' },
  { name: 'Rose', value: '#d81b60' },
];

export default function DynamicCssVariables() {
  const [accent, setAccent] = React.useState(accents[0].value);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={accent}
        onChange={(_event, value: string | null) => value && setAccent(value)}
        aria-label="Event colour"
      >
        {accents.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ gap: 1, textTransform: 'none' }}>
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: '50%', background: option.value }} />
            {option.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <EventCard variant="outlined" style={{ '--event-accent': accent } as React.CSSProperties}>
        <CardContent>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            <span className="event-dot" aria-hidden />
            Thursday, 10:30
          </Typography>
          <Typography variant="h6" component="p">
            Quarterly planning
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Room 4B and video call
          </Typography>
        </CardContent>
      </EventCard>
    </Stack>
  );
}
