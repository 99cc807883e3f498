import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const episodes = [
  {
    title: 'Sourdough without the stress',
    show: 'Slow Kitchen',
    length: '38 min',
    gradient: 'linear-gradient(135deg, #f8b195 0%, #c06c84 100%)',
  },
  { title: 'Night trains of Europe', show: 'Off the Map', length: '52 min', gradient: 'linear-gradient(135deg, #355c7d 0%, #6c5b7b 100%)' },
  {
    title: 'Why cities plant tiny forests',
    show: 'Green Blocks',
    length: '27 min',
    gradient: 'linear-gradient(135deg, #99b898 0%, #2a6f4e 100%)',
  },
  {
    title: 'The history of the paperclip',
    show: 'Small Things',
    length: '19 min',
    gradient: 'linear-gradient(135deg, #fecea8 0%, #e84a5f 100%)',
  },
];

export default function ListStack() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 440, width: '100%', mx: 'auto' }}>
      <List sx={{ '--ListItem-paddingY': '0.5rem' }}>
        {episodes.map((episode) => (
          <ListItem key={episode.title}>
            <ListItemButton sx={{ gap: 1.5, borderRadius: 'sm' }}>
              <AspectRatio ratio="1" sx={{ flexBasis: 56, flexShrink: 0, borderRadius: 'sm' }}>
                <Box sx={{ background: episode.gradient }} />
              </AspectRatio>
              <ListItemContent>
                <Typography level="title-sm" noWrap>
                  {episode.title}
                </Typography>
                <Typography level="body-xs">
                  {episode.show} · {episode.length}
                </Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
