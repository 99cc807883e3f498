import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import { people } from './people';

const statuses: Record<string, { label: string; color: ColorPaletteProp; variant: VariantProp }> = {
  online: { label: 'Online', color: 'success', variant: 'solid' },
  away: { label: 'Away', color: 'warning', variant: 'solid' },
  busy: { label: 'In a meeting', color: 'danger', variant: 'solid' },
  offline: { label: 'Offline', color: 'neutral', variant: 'outlined' },
};

const team = [
  { person: people[0], status: 'online' },
  { person: people[3], status: 'away' },
  { person: people[5], status: 'busy' },
  { person: people[8], status: 'offline' },
];

export default function AvatarWithBadge() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <List sx={{ '--ListItemDecorator-size': '3.25rem' }}>
        {team.map(({ person, status }) => {
          const { label, color, variant } = statuses[status];
          return (
            <ListItem key={person.name}>
              <ListItemDecorator>
                {/* A dot at the bottom right; the inset pulls it onto the circle's edge. */}
                <Badge
                  color={color}
                  variant={variant}
                  size="sm"
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  badgeInset="14%"
                  sx={{ '--Badge-paddingX': '0px' }}
                >
                  <Avatar src={person.photo} alt={person.name} />
                </Badge>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{person.name}</Typography>
                {/* The status in words: the dot's color alone does not reach everyone. */}
                <Typography level="body-xs">{label}</Typography>
              </ListItemContent>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
