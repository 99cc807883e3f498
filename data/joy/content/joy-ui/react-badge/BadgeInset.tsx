import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const examples = [
  { inset: 0, radius: '50%', note: 'inset 0 on a circle: floats off the edge' },
  { inset: '14%', radius: '50%', note: 'inset "14%": sits on the circle' },
  { inset: 0, radius: '8px', note: 'inset 0 on a square: on the corner' },
  { inset: '-4px 4px', radius: '8px', note: 'inset "-4px 4px": lifted and moved in' },
];

export default function BadgeInset() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 3, width: '100%' }}>
      {examples.map((example) => (
        <Box key={example.note} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, pt: 1 }}>
          <Badge badgeInset={example.inset} color="success" size="sm" sx={{ '--Badge-paddingX': '0px' }}>
            <Avatar size="lg" aria-hidden sx={{ '--Avatar-radius': example.radius }}>
              KD
            </Avatar>
          </Badge>
          <Typography level="body-xs" sx={{ textAlign: 'center' }}>
            {example.note}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
