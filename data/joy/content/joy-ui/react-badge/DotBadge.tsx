import Badge from '@mui/joy/Badge';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import TagRounded from '@mui/icons-material/TagRounded';

const channels = [
  { name: 'general', unread: true },
  { name: 'design-crit', unread: false },
  { name: 'incidents', unread: true },
  { name: 'random', unread: false },
];

export default function DotBadge() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', width: 260, maxWidth: '100%' }}>
      <List size="sm" sx={{ '--ListItem-radius': '6px', p: 1 }}>
        {channels.map((channel) => (
          <ListItem key={channel.name}>
            <ListItemButton>
              <ListItemDecorator>
                {/* A dot says "something new" when the exact number does not matter. */}
                <Badge size="sm" color="danger" invisible={!channel.unread}>
                  <TagRounded />
                </Badge>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm" sx={{ fontWeight: channel.unread ? 'lg' : 'md' }}>
                  {channel.name}
                  {channel.unread && (
                    <Typography
                      component="span"
                      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                    >
                      , unread messages
                    </Typography>
                  )}
                </Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
