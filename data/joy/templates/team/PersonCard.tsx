import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PresenceAvatar from './PresenceAvatar';
import TeamChip from './TeamChip';
import { PRESENCE, type Person } from './data';

export type View = 'grid' | 'list';

interface PersonCardProps {
  person: Person;
  view: View;
  selected: boolean;
  onSelect: (person: Person) => void;
}

function Presence({ person }: { person: Person }) {
  const { label, color } = PRESENCE[person.presence];
  return (
    <Typography
      level="body-xs"
      startDecorator={<Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${color}.solidBg` }} />}
      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {label}
    </Typography>
  );
}

function Place({ person }: { person: Person }) {
  return (
    <Typography
      level="body-sm"
      startDecorator={<PlaceOutlinedIcon sx={{ fontSize: 'lg' }} />}
      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {person.location}
    </Typography>
  );
}

/**
 * One person, as a tile of the grid or a row of the list. The name is the card's one button: its
 * overlay stretches over the whole card, so a press anywhere selects the person.
 */
export default function PersonCard({ person, view, selected, onSelect }: PersonCardProps) {
  const name = (
    <Link
      component="button"
      type="button"
      overlay
      underline="none"
      color="neutral"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(person)}
      sx={{ color: 'text.primary', fontWeight: 'lg', textAlign: 'left', userSelect: 'text' }}
    >
      {person.name}
    </Link>
  );

  const cardSx = {
    '--Card-padding': view === 'grid' ? '1rem' : '0.75rem',
    transition: 'border-color 120ms, box-shadow 120ms, background-color 120ms',
    '&:hover': { borderColor: 'primary.outlinedBorder', boxShadow: 'sm' },
    ...(selected && {
      // A second pixel of border, drawn as a ring so the card keeps its size.
      borderColor: 'primary.solidBg',
      boxShadow: '0 0 0 1px var(--joy-palette-primary-solidBg)',
      '&:hover': { borderColor: 'primary.solidBg', boxShadow: '0 0 0 1px var(--joy-palette-primary-solidBg)' },
    }),
  };

  if (view === 'list') {
    return (
      <Card variant="outlined" orientation="horizontal" sx={{ ...cardSx, alignItems: 'center', gap: { xs: 1.5, sm: 2 } }}>
        <PresenceAvatar person={person} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography level="title-sm">{name}</Typography>
          <Typography level="body-sm" noWrap sx={{ color: 'text.secondary' }}>
            {person.role}
          </Typography>
          <Box sx={{ display: { xs: 'flex', sm: 'none' }, gap: 1, mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
            <TeamChip team={person.team} />
            <Presence person={person} />
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, width: 140 }}>
          <TeamChip team={person.team} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, width: 110 }}>
          <Place person={person} />
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, width: 96 }}>
          <Presence person={person} />
        </Box>
      </Card>
    );
  }

  return (
    <Card variant="outlined" sx={{ ...cardSx, gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <PresenceAvatar person={person} size="lg" />
        <Presence person={person} />
      </Box>
      <div>
        <Typography level="title-md">{name}</Typography>
        <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
          {person.role}
        </Typography>
      </div>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
        <TeamChip team={person.team} />
        <Place person={person} />
      </Box>
    </Card>
  );
}
