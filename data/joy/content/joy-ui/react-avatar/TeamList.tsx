import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { people } from './people';

const members = [
  { person: people[2], access: 'Owner' },
  { person: people[1], access: 'Editor' },
  { person: people[4], access: 'Editor' },
  { person: people[9], access: 'Viewer' },
];

export default function TeamList() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', width: 420, maxWidth: '100%', mx: 'auto' }}>
      <Typography level="title-md" sx={{ px: 2, pt: 1.5 }}>
        People with access
      </Typography>
      <List sx={{ '--ListItemDecorator-size': '3rem', '--ListItem-paddingX': '1rem' }}>
        {members.map(({ person, access }, index) => (
          <ListItem key={person.name} sx={index > 0 ? { borderTop: '1px solid', borderColor: 'divider' } : undefined}>
            <ListItemDecorator>
              {/* The name is right beside it, so the photo's alt text can stay empty. */}
              <Avatar src={person.photo} alt="" />
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-xs" noWrap>
                {person.role}
              </Typography>
            </ListItemContent>
            <Chip size="sm" variant={access === 'Owner' ? 'solid' : 'soft'} color={access === 'Owner' ? 'primary' : 'neutral'}>
              {access}
            </Chip>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
